// The app-wide plugins through app.inject: error shape, body types, the same-origin rule, security
// headers, the client (SPA fallback, asset caching, compression) and the API docs.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  PRODUCTION_ENV,
  parseCsp,
  STRONG_PASSWORD,
  TEST_INLINE_SCRIPT,
  type TestApp,
  uniqueEmail,
} from "./test/test-app";

// light-my-request sends `Host: localhost:80` and the request is plain http, so this is the
// origin the server computes for itself (`${request.protocol}://${request.host}`).
const SAME_ORIGIN = "http://localhost:80";

function expectJsonError(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect((body.error as string).length).toBeGreaterThan(0);
  return body.error as string;
}

describe("app plugins", () => {
  let t: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [t, prod] = await Promise.all([createTestApp(), createTestApp(PRODUCTION_ENV)]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), prod?.close()]);
  });

  describe("health", () => {
    it("answers 200 with the database kind", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: "ok",
        database: t.config.databaseUrl ? "postgresql" : "pglite",
        version: expect.any(String),
      });
    });
  });

  describe("errors are JSON", () => {
    it("answers an unknown /api GET with a JSON 404, never the SPA page", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/no-such-thing",
        headers: { accept: "text/html" },
      });
      expectJsonError(res, 404);
    });

    it("answers an unknown /api POST with a JSON 404", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/no-such-thing", payload: { a: 1 } });
      expectJsonError(res, 404);
    });

    it("answers GET /api itself with a JSON 404", async () => {
      expectJsonError(await t.app.inject({ method: "GET", url: "/api" }), 404);
    });

    it("answers a URL that is not valid percent-encoding with a JSON 400", async () => {
      const res = await t.app.inject({ method: "GET", url: "/%E0%A4%A" });
      expect(expectJsonError(res, 400)).toBe("The address is not a valid URL.");
    });

    /** A POST of `payload` as it is, labelled `contentType`. */
    const postBody = (url: string, contentType: string, payload: string) =>
      t.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });

    it("answers malformed JSON with a 400", async () => {
      const res = await postBody("/api/auth/login", "application/json", '{"email": "a@b.c", "password": ');
      expect(expectJsonError(res, 400)).toBe("The request body is not valid JSON.");
    });

    it.each([
      ["text/plain", "text/plain", JSON.stringify({ email: "a@b.c", password: STRONG_PASSWORD })],
      ["form-encoded", "application/x-www-form-urlencoded", "email=a%40b.c&password=12345678"],
    ])("refuses a %s body with a 415", async (_, contentType, payload) => {
      expectJsonError(await postBody("/api/auth/login", contentType, payload), 415);
    });

    it("answers an empty body sent as JSON with a 400", async () => {
      const res = await postBody("/api/auth/logout", "application/json", "");
      expectJsonError(res, 400);
    });

    it("answers a JSON null or array body with a 400, not a 500", async () => {
      for (const payload of ["null", "[]", '"text"', "42"]) {
        const res = await postBody("/api/auth/login", "application/json", payload);
        expectJsonError(res, 400);
      }
    });

    it("answers a body over 1 MB with a 413", async () => {
      const res = await postBody(
        "/api/auth/login",
        "application/json",
        JSON.stringify({ email: "a@b.c", password: "p".repeat(1024 * 1024) }),
      );
      expect(expectJsonError(res, 413)).toBe("The request body is too large.");
    });
  });

  describe("same-origin rule for state-changing calls", () => {
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/auth/logout", headers, payload: {} });

    it("refuses a POST whose Origin is another site", async () => {
      expectJsonError(await logout({ origin: "https://evil.example" }), 403);
    });

    it("refuses a POST with Origin null (sandboxed frame, data: URL)", async () => {
      expectJsonError(await logout({ origin: "null" }), 403);
    });

    it("refuses a POST whose Origin differs only in scheme or port", async () => {
      expectJsonError(await logout({ origin: "https://localhost:80" }), 403);
      expectJsonError(await logout({ origin: "http://localhost:8080" }), 403);
    });

    it("refuses a POST marked Sec-Fetch-Site: cross-site or same-site", async () => {
      expectJsonError(await logout({ "sec-fetch-site": "cross-site" }), 403);
      expectJsonError(await logout({ "sec-fetch-site": "same-site" }), 403);
    });

    it("refuses a cross-site POST before looking at its body", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "https://evil.example", "content-type": "text/plain" },
        payload: "email=x",
      });
      expectJsonError(res, 403);
    });

    it("lets a same-origin POST through", async () => {
      const res = await logout({ origin: SAME_ORIGIN, "sec-fetch-site": "same-origin" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });

    it("lets a POST without Origin through (same-origin tools, curl)", async () => {
      const res = await logout({});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });

    it("lets a user-initiated request through (Sec-Fetch-Site: none)", async () => {
      expect((await logout({ "sec-fetch-site": "none" })).statusCode).toBe(200);
    });

    it("does not apply to GET requests", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe("security headers", () => {
    const inlineHash = `'sha256-${createHash("sha256").update(TEST_INLINE_SCRIPT).digest("base64")}'`;

    function expectSecurityHeaders(res: LightMyRequestResponse): void {
      const csp = parseCsp(res.headers["content-security-policy"]);
      const scriptSrc = csp.get("script-src");
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).toContain(inlineHash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
    }

    it("sends a strict CSP and the other headers with the HTML page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
    });

    it("sends them with API responses too", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expectSecurityHeaders(res);
    });

    it("sends them with error responses", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
      expectSecurityHeaders(res);
    });

    it("sends no Strict-Transport-Security outside production", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });

    it("sends Strict-Transport-Security in production, and the same strict CSP", async () => {
      const res = await prod.app.inject({ method: "GET", url: "/" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expectSecurityHeaders(res);
      expect(parseCsp(res.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
      const api = await prod.app.inject({ method: "GET", url: "/api/health" });
      expect(api.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    });
  });

  describe("client", () => {
    it.each(["/", "/some/page", "/courses/123?tab=reviews"])("serves index.html for %s", async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      // The first screens come with their markup inside #root (plugins/page-render.test.ts).
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain(TEST_INLINE_SCRIPT);
    });

    it("answers a missing file with a 404 that is not HTML", async () => {
      for (const url of ["/missing.js", "/assets/index-missing.js", "/some/page/style.css"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(404);
        expect(res.headers["content-type"]).not.toMatch(/html/);
        expect(res.body).not.toContain("<html");
      }
    });

    it("does not serve the SPA page for a POST to a page path", async () => {
      const res = await t.app.inject({ method: "POST", url: "/some/page", payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<html");
    });

    it("caches hashed assets for a year", async () => {
      const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toContain("immutable");
      expect(res.headers["cache-control"]).toContain("max-age=31536000");
    });

    it("caches other static files briefly, not for a year", async () => {
      const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).not.toContain("immutable");
      expect(res.headers["cache-control"]).toContain("max-age=3600");
    });

    it("compresses the asset with gzip when the client accepts it", async () => {
      const plain = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      const res = await t.app.inject({
        method: "GET",
        url: "/assets/index-abc123.js",
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(plain.body);
    });

    it("does not compress when the client does not ask for it", async () => {
      const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toContain("x".repeat(4096));
    });
  });

  describe("API docs", () => {
    it("serves an OpenAPI document describing the auth routes", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(["/api/auth/login", "/api/auth/signup", "/api/auth/me", "/api/health"]),
      );
      expect(doc.paths["/api/auth/login"]).toHaveProperty("post");
      expect(doc.paths["/api/auth/signup"]).toHaveProperty("post");
    });

    it("serves the viewer at /api/docs", async () => {
      let res = await t.app.inject({ method: "GET", url: "/api/docs" });
      for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
        const location = String(res.headers.location);
        res = await t.app.inject({
          method: "GET",
          url: new URL(location, "http://localhost/api/docs").pathname,
        });
      }
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body.toLowerCase()).toContain("swagger");
    });
  });

  describe("state-changing requests from the same origin reach their route", () => {
    it("signs up with a same-origin Origin header", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { origin: SAME_ORIGIN, "sec-fetch-site": "same-origin" },
        payload: { email: uniqueEmail(), firstName: "Grace", lastName: "Hopper", password: STRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(202);
    });
  });
});
