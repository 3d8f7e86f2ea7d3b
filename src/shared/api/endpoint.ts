// One endpoint's whole contract: its route (route.ts), what it takes (params, query, body) and what
// it answers per status, as zod schemas, with the words the OpenAPI document shows. The server
// registers it (src/server/lib/endpoint.ts), the client calls it (src/client/lib/endpoint-client.ts),
// and both read the same types from it.
import type { z } from "zod";
import type { Route } from "./route";

export type Responses = Readonly<Partial<Record<number, z.ZodType>>>;

export interface Endpoint<
  R extends Route = Route,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends Responses = Responses,
> {
  readonly route: R;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly responses: Res;
}

export function endpoint<
  R extends Route,
  Res extends Responses,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  route: R,
  definition: {
    tags: readonly string[];
    summary: string;
    description?: string;
    params?: Params;
    query?: Query;
    body?: Body;
    responses: Res;
  },
): Endpoint<R, Params, Query, Body, Res> {
  return {
    route,
    tags: definition.tags,
    summary: definition.summary,
    description: definition.description,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    responses: definition.responses,
  };
}

export type AnyEndpoint = Endpoint<
  Route,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  Responses
>;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends. */
export type ParamsOf<E extends AnyEndpoint> = Input<E["params"]>;
export type QueryOf<E extends AnyEndpoint> = Input<E["query"]>;
export type BodyOf<E extends AnyEndpoint> = Input<E["body"]>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** What a successful call answers (the first 2xx the contract names). */
export type SuccessOf<E extends AnyEndpoint> = {
  [S in SuccessStatus & keyof E["responses"]]: Output<E["responses"][S]>;
}[SuccessStatus & keyof E["responses"]];

/** The success status and its schema. */
export function successOf(endpoint: AnyEndpoint): { status: number; schema: z.ZodType | undefined } {
  for (const status of [200, 201, 202, 204]) {
    if (status in endpoint.responses) return { status, schema: endpoint.responses[status] };
  }
  throw new Error(`${endpoint.route.method} ${endpoint.route.path} names no success response`);
}
