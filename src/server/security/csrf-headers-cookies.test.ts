// Security checks across the whole app (docs/security.md):
// - every state-changing route refuses a cross-site request (Origin of another site, or
//   Sec-Fetch-Site: cross-site) with 403, signed in or not, before it looks at the body;
// - every state-changing route refuses a text/plain or form body (415) — except the upload byte
//   PUT, which takes image bytes but is still refused cross-site;
// - security headers on HTML, API, error, redirect and static responses, in test and production;
// - the session, hint and visitor cookies' attributes, in test and production.
// app.routes.test.ts checks the same rules on one route each; this file walks every route.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { concreteUrl, mutatingRoutes } from "./route-collector";

vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector")).wrapFastify(await importOriginal<typeof import("fastify")>()),
);

const { createTestApp, logOut, PRODUCTION_ENV, parseCsp, signUp, testLogin, uniqueAddress } = await import(
  "../test/test-app"
);
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const CROSS_SITE = "Cross-site requests are not allowed.";
/** The one route that takes a body other than JSON: the image bytes of an upload grant. */
const BYTE_UPLOAD = "PUT /api/objects/upload/:grantId";

function errorOf(res: LightMyRequestResponse): string {
  return (res.json() as { error?: string }).error ?? "";
}

describe("security: every route, every response", () => {
  let t: TestApp;
  let prod: TestApp;
  let memberCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    [t, prod] = await Promise.all([createTestApp(), createTestApp(PRODUCTION_ENV)]);
    memberCookie = (await testLogin(t.app, { role: "user", plan: "premium" })).cookie;
    adminCookie = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
  });
  afterAll(async () => {
    await Promise.all([t?.close(), prod?.close()]);
  });

  it("has state-changing routes to check", () => {
    // Sign-up, sign-in, reviews, price alerts, billing, account, uploads, moderation...
    expect(mutatingRoutes().length).toBeGreaterThan(30);
  });

  it("refuses every state-changing route cross-site (Origin or Sec-Fetch-Site) with 403, for guests, members and admins", async () => {
    const failures: string[] = [];
    for (const route of mutatingRoutes()) {
      for (const cookie of ["", memberCookie, adminCookie]) {
        for (const crossSite of [
          { origin: "https://evil.example" },
          { "sec-fetch-site": "cross-site" },
          { origin: "null" },
        ]) {
          const res = await t.app.inject({
            method: route.method as "POST",
            url: concreteUrl(route.url),
            remoteAddress: uniqueAddress(),
            headers: { ...crossSite, ...(cookie ? { cookie } : {}), "content-type": "application/json" },
            payload: "{}",
          });
          if (res.statusCode !== 403 || errorOf(res) !== CROSS_SITE) {
            failures.push(
              `${route.method} ${route.url} ${JSON.stringify(crossSite)}: ${res.statusCode} ${res.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it("refuses a text/plain or form body on every state-changing route (415), the upload byte PUT excepted", async () => {
    const failures: string[] = [];
    for (const route of mutatingRoutes()) {
      if (`${route.method} ${route.url}` === BYTE_UPLOAD) continue;
      for (const [type, payload] of [
        ["text/plain", '{"email":"a@example.test"}'],
        ["application/x-www-form-urlencoded", "email=a%40example.test"],
        [
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        ],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as "POST",
          url: concreteUrl(route.url),
          remoteAddress: uniqueAddress(),
          headers: { cookie: adminCookie, "content-type": type },
          payload,
        });
        if (
          res.statusCode !== 415 ||
          !res.headers["content-type"]?.toString().startsWith("application/json")
        ) {
          failures.push(`${route.method} ${route.url} ${type}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it("still refuses the upload byte PUT cross-site, whatever its body type", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/objects/upload/987654321",
      headers: { origin: "https://evil.example", cookie: memberCookie, "content-type": "image/png" },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(CROSS_SITE);
  });

  describe("security headers on every kind of response", () => {
    const kinds: [string, { method: "GET"; url: string; headers?: Record<string, string> }][] = [
      ["HTML page", { method: "GET", url: "/", headers: { accept: "text/html" } }],
      ["guarded HTML page", { method: "GET", url: "/admin/reviews", headers: { accept: "text/html" } }],
      ["API JSON", { method: "GET", url: "/api/courses" }],
      ["API error", { method: "GET", url: "/api/no-such-thing" }],
      ["API 401", { method: "GET", url: "/api/account/security" }],
      ["hashed asset", { method: "GET", url: "/assets/index-abc123.js" }],
      ["static file", { method: "GET", url: "/robots.txt" }],
      ["missing static file", { method: "GET", url: "/assets/missing-123.js" }],
      ["OpenAPI JSON", { method: "GET", url: "/api/docs/json" }],
    ];

    for (const [kind, request] of kinds) {
      it(`${kind}: CSP without inline script, no framing, nosniff, a referrer policy; HSTS only in production`, async () => {
        for (const app of [t, prod]) {
          const res = await app.app.inject(request);
          const csp = parseCsp(res.headers["content-security-policy"]);
          const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
          expect(scriptSrc, `${kind} has a script policy`).toBeDefined();
          expect(scriptSrc).not.toContain("'unsafe-inline'");
          expect(scriptSrc).not.toContain("'unsafe-eval'");
          expect(["'none'", "'self'"]).toContain(csp.get("frame-ancestors")?.join(" "));
          expect(csp.get("object-src")).toEqual(["'none'"]);
          expect(res.headers["x-content-type-options"]).toBe("nosniff");
          expect(res.headers["x-frame-options"]).toBe("DENY");
          expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
          expect(res.headers["x-powered-by"]).toBeUndefined();
          if (app === prod) {
            expect(String(res.headers["strict-transport-security"])).toMatch(/max-age=\d{7,}/);
          } else {
            expect(res.headers["strict-transport-security"]).toBeUndefined();
          }
        }
      });
    }

    it("the API docs viewer keeps a strict script policy too", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/static/index.html" });
      const scriptSrc = parseCsp(res.headers["content-security-policy"]).get("script-src");
      expect(scriptSrc).toEqual(["'self'"]);
    });
  });

  describe("cookies", () => {
    type Cookie = LightMyRequestResponse["cookies"][number];
    const byName = (res: LightMyRequestResponse, name: string): Cookie | undefined =>
      res.cookies.find((c) => c.name === name);

    it("test mode: the session cookie is HttpOnly, SameSite=Lax, Path=/; the hint cookie is readable by scripts", async () => {
      const { response } = await signUp(t.app);
      const session = byName(response, "hc_session");
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(session?.secure).toBeFalsy();
      // 256-bit random token, base64url
      expect(session?.value.length).toBeGreaterThanOrEqual(43);
      const hint = byName(response, "hc_signed_in") ?? response.cookies.find((c) => c.name !== "hc_session");
      expect(hint).toBeDefined();
      expect(hint).toMatchObject({ sameSite: "Lax", path: "/", value: "1" });
      expect(hint?.httpOnly).toBeFalsy();
    });

    it("production: __Host-hc_session with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain; the hint Secure too", async () => {
      const { response } = await signUp(prod.app);
      expect(response.statusCode).toBe(201);
      expect(byName(response, "hc_session")).toBeUndefined();
      const session = byName(response, "__Host-hc_session");
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
      expect(session?.domain).toBeUndefined();
      const hint = byName(response, "hc_signed_in");
      expect(hint).toMatchObject({ secure: true, sameSite: "Lax", path: "/" });
      expect(hint?.httpOnly).toBeFalsy();
      // The trusted-device cookie (modules/auth/device-trust.ts) is a __Host- cookie too.
      expect(byName(response, "__Host-hc_device")).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        path: "/",
      });
    });

    it("the visitor cookie (guest AI looks) is HttpOnly, SameSite=Lax, Path=/, and __Host- + Secure in production", async () => {
      for (const [app, name, secure] of [
        [t, "hc_visitor", false],
        [prod, "__Host-hc_visitor", true],
      ] as const) {
        const course = (await app.app.inject({ method: "GET", url: "/api/courses" })).json() as {
          courses?: { id: number }[];
          items?: { id: number }[];
        };
        const courseId = (course.courses ?? course.items ?? [])[0]?.id ?? 1;
        const res = await app.app.inject({
          method: "POST",
          url: "/api/ai/analyze-course",
          remoteAddress: uniqueAddress(),
          payload: { courseId },
        });
        const visitor = byName(res, name);
        expect(visitor, `${name}: ${res.statusCode} ${res.body}`).toBeDefined();
        expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
        expect(Boolean(visitor?.secure)).toBe(secure);
      }
    });

    it("sign-out clears the session and hint cookies and the old token no longer works", async () => {
      const { cookie } = await testLogin(t.app, { role: "user", plan: "free" });
      const out = await logOut(t.app, cookie);
      expect(out.statusCode).toBe(200);
      const cleared = out.cookies.filter(
        (c) => c.value === "" || (c.expires && c.expires.getTime() < Date.now()),
      );
      expect(cleared.map((c) => c.name).sort()).toContain("hc_session");
      expect(cleared.length).toBe(2);
      const after = await t.app.inject({ method: "GET", url: "/api/account/security", headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });
  });
});
