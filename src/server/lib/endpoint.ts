// Registers an endpoint contract (src/shared/api/endpoint.ts) as a Fastify route: method, path and
// every schema come from the contract, so the OpenAPI document, the validation and the client's
// calls all read one definition. Access rules (preValidation) and anything else per route are the
// caller's.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from "fastify";
import type { z } from "zod";
import type { AnyEndpoint, SuccessOf } from "../../shared/api/endpoint";

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: Out<E["params"]>;
  Querystring: Out<E["query"]>;
  Body: Out<E["body"]>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessOf<E> | FastifyReply>;

export type EndpointOptions = Omit<RouteOptions, "method" | "url" | "schema" | "handler">;

export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    ...options,
    method: endpoint.route.method,
    url: endpoint.route.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      // A contract naming no response (a streamed file) leaves the document's default 200 in place.
      ...(Object.keys(endpoint.responses).length === 0 ? {} : { response: endpoint.responses }),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
