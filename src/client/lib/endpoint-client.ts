// The typed client: a call derived from an endpoint contract (src/shared/api/endpoint.ts). Its
// route (method and path, zod-free) is known at once; the contract itself, with zod, is loaded only
// when the answer arrives, to check it, so a first screen's code carries no schema. Paths are never
// written by hand in src/client: they come from the domain's routes file.
import type { z } from "zod";
import { type AnyEndpoint, type SuccessOf, successOf } from "../../shared/api/endpoint";
import { fillPath, queryString } from "../../shared/api/route";
import { apiRequest, type RequestOptions } from "./api-client";

type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call takes: the path's params, the query and the body, each only where the contract has it. */
export type CallArgs<E extends AnyEndpoint> = (E["params"] extends z.ZodType
  ? { params: In<E["params"]> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: In<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: In<E["body"]> } : { body?: undefined }) &
  RequestOptions;

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The address a call goes to (for links and for keys in the query cache). */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: Pick<E, "route">,
  args: { params?: unknown; query?: unknown } = {},
): string {
  return (
    fillPath(endpoint.route.path, args.params as Record<string, string | number> | undefined) +
    queryString(args.query as QueryValues | undefined)
  );
}

/**
 * A function calling the endpoint `E` at `route`, which must be the contract's own (the type says
 * so): `load` imports the contract when the answer is to be checked.
 */
export function endpointCall<E extends AnyEndpoint>(route: E["route"], load: () => Promise<E>) {
  return async (args: CallArgs<E>): Promise<SuccessOf<E>> => {
    const { params, query, body, ...options } = args as CallArgs<AnyEndpoint> & { body?: unknown };
    const url = endpointUrl({ route }, { params, query });
    // The server refuses a state change without a JSON body: {} when the contract has none.
    const sent = route.method === "GET" ? undefined : (body ?? {});
    const [response, endpoint] = await Promise.all([apiRequest(route.method, url, sent, options), load()]);
    const { schema } = successOf(endpoint);
    if (response.status === 204 || schema === undefined) return undefined as SuccessOf<E>;
    return schema.parse(await response.json()) as SuccessOf<E>;
  };
}

type Calls<Es extends Record<string, AnyEndpoint>> = {
  readonly [K in keyof Es]: (args: CallArgs<Es[K]>) => Promise<SuccessOf<Es[K]>>;
};

/**
 * A domain's whole client: one call per endpoint, keyed as in its routes file. `routes` is the
 * domain's zod-free route table; `load` imports its endpoint contracts, keyed the same way.
 */
export function endpointClient<Es extends Record<string, AnyEndpoint>>(
  routes: { readonly [K in keyof Es]: Es[K]["route"] },
  load: () => Promise<Es>,
): Calls<Es> {
  const calls: Record<string, unknown> = {};
  for (const key of Object.keys(routes) as (keyof Es & string)[]) {
    calls[key] = endpointCall<Es[typeof key]>(routes[key], async () => (await load())[key]);
  }
  return calls as Calls<Es>;
}
