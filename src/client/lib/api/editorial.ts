// The editorial desk's calls and a course's public History, derived from their contracts
// (lib/endpoint-client.ts): the contract, with zod, loads only when an answer arrives.
import { editorialRoutes } from "../../../shared/contracts/editorial.routes";
import { endpointClient } from "../endpoint-client";

export const editorialApi = endpointClient(
  editorialRoutes,
  async () => (await import("../../../shared/contracts/editorial")).editorialEndpoints,
);
