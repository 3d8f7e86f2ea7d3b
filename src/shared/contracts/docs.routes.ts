// The API's own documentation (Swagger UI and the OpenAPI document), served by @fastify/swagger-ui.
import { route } from "../api/route";

export const apiDocsRoutes = {
  page: route("GET", "/api/docs"),
  json: route("GET", "/api/docs/json"),
} as const;
