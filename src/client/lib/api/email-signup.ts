// The mailing list's calls, derived from their contracts (lib/endpoint-client.ts).
import { emailSignupRoutes } from "../../../shared/contracts/email-signup.routes";
import { endpointClient } from "../endpoint-client";

export const emailSignupApi = endpointClient(
  emailSignupRoutes,
  async () => (await import("../../../shared/contracts/email-signup")).emailSignupEndpoints,
);
