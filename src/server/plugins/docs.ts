// The OpenAPI document, generated from the routes' zod schemas, and a viewer at /api/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "HypeCheck API",
        description:
          'Every response is JSON; errors are { "error": "message" }. State-changing calls need a JSON body and a same-origin request.',
        version,
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "hc_session" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The viewer's own policy, as strict as the app's: its bundle is self-hosted.
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  });
}
