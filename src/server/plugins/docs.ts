// The OpenAPI document, generated from the routes' zod schemas, and a viewer at /api/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/**
 * The document with its component schemas in name order. The zod registry lists them in the order
 * their modules were first evaluated, so moving a file (or sorting a file's imports) would reorder
 * the document without changing anything in it; in name order, the bytes change only when a schema
 * does.
 */
const inNameOrder: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const names = Object.keys(schemas).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(names.map((n) => [n, schemas[n]])) },
  } as ReturnType<typeof jsonSchemaTransformObject>;
};

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
    transformObject: inNameOrder,
  });
  // The viewer's own policy, as strict as the app's: its bundle is self-hosted.
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  });
}
