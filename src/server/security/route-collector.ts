// Collects every route the app registers (method + URL), routes without a schema included, by
// wrapping the Fastify factory that buildApp calls. Use from a test file:
//   vi.mock("fastify", async (importOriginal) =>
//     (await import("./route-collector")).wrapFastify(await importOriginal()));
// then import the app helpers dynamically (after the mock) and read `collectedRoutes`.
import type { FastifyInstance, RouteOptions } from "fastify";

export interface CollectedRoute {
  method: string;
  url: string;
}

export const collectedRoutes: CollectedRoute[] = [];

export function wrapFastify<T extends { default: unknown }>(mod: T): T {
  const factory = mod.default as (options: unknown) => FastifyInstance;
  const wrapped = (options: unknown) => {
    const app = factory(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== "HEAD") collectedRoutes.push({ method, url: route.url });
    });
    return app;
  };
  return { ...mod, default: wrapped, fastify: wrapped };
}

/** The routes of the API (and the two non-/api server routes), not the built client's static files. */
export function isApiRoute(route: CollectedRoute): boolean {
  return route.url.startsWith("/api") || route.url.startsWith("/go/") || route.url.startsWith("/objects/");
}

/** The state-changing API routes (every method but GET), each once. */
export function mutatingRoutes(): CollectedRoute[] {
  const seen = new Set<string>();
  return collectedRoutes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (!isApiRoute(r) || r.method === "GET" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A concrete URL for a route pattern: placeholder values for its parameters. */
export function concreteUrl(url: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) =>
      name === "slug" ? "no-such-creator" : name === "file" ? "no-such-file.webp" : "987654321",
    )
    .replace(/\*$/, "no-such-file.js");
}
