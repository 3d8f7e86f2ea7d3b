// Sign-up's, sign-in's and the session's calls, derived from their contracts
// (lib/endpoint-client.ts). The me call is made on every page, so the contracts load only with an
// answer.
import { authRoutes } from "../../../shared/contracts/auth.routes";
import { endpointClient } from "../endpoint-client";

export const authApi = endpointClient(
  authRoutes,
  async () => (await import("../../../shared/contracts/auth")).authEndpoints,
);
