// Account security's calls (the password reset included), derived from their contracts
// (lib/endpoint-client.ts).
import { accountRoutes } from "../../../shared/contracts/account.routes";
import { endpointClient } from "../endpoint-client";

export const accountApi = endpointClient(
  accountRoutes,
  async () => (await import("../../../shared/contracts/account")).accountEndpoints,
);
