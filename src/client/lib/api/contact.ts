// The contact form's and the admin contact list's calls, derived from their contracts
// (lib/endpoint-client.ts).
import { contactRoutes } from "../../../shared/contracts/contact.routes";
import { endpointClient } from "../endpoint-client";

export const contactApi = endpointClient(
  contactRoutes,
  async () => (await import("../../../shared/contracts/contact")).contactEndpoints,
);
