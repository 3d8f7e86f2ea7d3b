// A long flat JSON array once overflowed the stack of the NUL check (a 500 on every
// state-changing route, guests included). Every such route now answers a JSON 413 for a list over
// the cap, and a 4xx for a deeply nested body, never a 500 (docs/security.md "Requests").
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LIST_TOO_LONG, MAX_LIST_ITEMS } from "../plugins/input";
import { concreteUrl, mutatingRoutes } from "./route-collector";

vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector")).wrapFastify(await importOriginal<typeof import("fastify")>()),
);

const { testLogin, uniqueAddress, useTestApp } = await import("../test/test-app");

/** Takes raw bytes, not JSON: its body is never parsed, so no list reaches the guard. */
const BYTE_UPLOAD = "PUT /api/objects/upload/:grantId";

describe("security: oversized and deeply nested JSON", () => {
  const t = useTestApp();
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
  });

  const flat = JSON.stringify(Array.from({ length: 130_000 }, () => 0));
  const wrapped = JSON.stringify({
    email: "a@example.test",
    list: Array.from({ length: 130_000 }, () => "x"),
  });
  const atCap = JSON.stringify({ list: Array.from({ length: MAX_LIST_ITEMS }, () => 0) });

  it("answers 413 with a message, never 500, for a 130,000-item array on every state-changing route (guest and admin)", async () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const cookie of ["", adminCookie]) {
        for (const payload of [flat, wrapped]) {
          const res = await t.app.inject({
            method: route.method as "POST",
            url: concreteUrl(route.url),
            remoteAddress: uniqueAddress(),
            headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
            payload,
          });
          const key = `${route.method} ${route.url}`;
          const ok =
            key === BYTE_UPLOAD
              ? res.statusCode >= 400 && res.statusCode < 500
              : res.statusCode === 413 && (res.json() as { error?: string }).error === LIST_TOO_LONG;
          if (!ok)
            failures.push(
              `${key} (${cookie ? "admin" : "guest"}): ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /** A raw JSON body to the sign-in route, as a guest. */
  const signIn = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: uniqueAddress(),
      headers: { "content-type": "application/json" },
      payload,
    });

  it("lets a list of exactly the cap through to the route's own validation", async () => {
    const res = await signIn(atCap);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).not.toBe(LIST_TOO_LONG);
  });

  it("answers a 4xx, never 500, for a body nested 100,000 arrays deep", async () => {
    const res = await signIn(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
