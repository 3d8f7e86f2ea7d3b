// Every API route the server registers is declared once in src/shared/contracts/<domain>.routes.ts
// (method and path) and registered from its endpoint contract, so a path or method cannot drift
// between the client, which calls through those files, and the server. Routes not yet moved to a
// contract are listed below; the list only shrinks.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Route } from "../../shared/api/route";
import { collectedRoutes, isApiRoute } from "./route-collector";

vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector")).wrapFastify(await importOriginal<typeof import("fastify")>()),
);

const { createTestApp } = await import("../test/test-app");

const CONTRACTS = join(import.meta.dirname, "../../shared/contracts");

/** Routes the server registers that no routes file declares yet (the API docs are Swagger's own). */
const NOT_YET_DECLARED = new Set<string>([
  "GET /api/docs/yaml",
  "GET /api/docs/static/*",
  "GET /api/docs/static/index.html",
  "GET /api/docs/static/swagger-initializer.js",
]);

async function declaredRoutes(): Promise<Map<string, string>> {
  const declared = new Map<string, string>();
  for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith(".routes.ts"))) {
    const module = (await import(join(CONTRACTS, file))) as Record<string, Record<string, Route>>;
    for (const table of Object.values(module)) {
      for (const route of Object.values(table)) {
        const key = `${route.method} ${route.path}`;
        expect(declared.has(key), `${key} is declared twice`).toBe(false);
        declared.set(key, file);
      }
    }
  }
  return declared;
}

describe("endpoint contracts", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestApp();
    close = () => t.close();
  });
  afterAll(async () => close?.());

  it("registers every declared route with its method", async () => {
    const registered = new Set(collectedRoutes.map((route) => `${route.method} ${route.url}`));
    for (const [key, file] of await declaredRoutes()) expect(registered, `${key} (${file})`).toContain(key);
  });

  it("declares every registered API route, apart from the ones not moved yet", async () => {
    const declared = await declaredRoutes();
    const undeclared = collectedRoutes
      .filter(isApiRoute)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !declared.has(key) && !NOT_YET_DECLARED.has(key));
    expect(undeclared).toEqual([]);
  });
});
