// An API route as both sides know it: method and path, with no zod, so the browser's first screens
// can name the calls they make without loading any schema. Each domain lists its routes in
// `src/shared/contracts/<domain>.routes.ts`; its endpoint contracts (`<domain>.ts`) are built on
// them, the server registers those, and the client calls through them (docs/architecture.md#api).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export function route<
  M extends HttpMethod,
  P extends `/api/${string}` | `/go/${string}` | `/objects/${string}`,
>(method: M, path: P): Route<M, P> {
  return { method, path };
}

/** The `:name` segments of a path, as a union of names (never for a path without any). */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamName<P>]: string | number };

/** The path with each `:name` replaced by its value, encoded. A missing value is an error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string ("" for none, else "?a=1&b=2") from the defined values, in their order. */
export function queryString(
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
