// Image upload's calls, derived from their contracts (lib/endpoint-client.ts). The bytes go to the
// URL the server hands out (upload-image.ts), not through this client.
import { uploadRoutes } from "../../../shared/contracts/uploads.routes";
import { endpointClient } from "../endpoint-client";

export const uploadsApi = endpointClient(
  uploadRoutes,
  async () => (await import("../../../shared/contracts/uploads")).uploadEndpoints,
);
