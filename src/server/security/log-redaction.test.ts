// The request log must not record secrets even when a client puts them in a query string: a
// clicked /reset-password?token=… link was logged verbatim at info level. This reads what the real
// app writes through pino at info level (docs/security.md "Logs").
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSecretParameter, REDACTED, redactUrl } from "../plugins/logging";
import { createTestApp, logSink, type TestApp } from "../test/test-app";

const SECRETS = {
  token: "tok3n-Zq9xYv8wUt7sRr6qPp5oOn4mMl3kKj2iIh1gGf0",
  password: "hunter2-Very-Secret",
  email: "victim.person@example.test",
  nested: "n3sted-Tok3n-Aa1Bb2Cc3",
  signature: "s1gnature-Dd4Ee5Ff6",
  cookie: "c00kie-Gg7Hh8Ii9",
  authorization: "Bearer auth-Jj0Kk1Ll2",
  code: "c0de-Mm3Nn4",
};

describe("security: secrets stay out of the request log", () => {
  const { lines, sink } = logSink();
  let app: FastifyInstance;
  let logged: TestApp | undefined;

  beforeAll(async () => {
    logged = await createTestApp({ LOG_LEVEL: "info" }, { logDestination: sink });
    app = logged.app;
  });
  afterAll(async () => logged?.close());

  it("logs the URL of a clicked reset link, a query with a password, an address and a code, with those values redacted", async () => {
    const headers = { cookie: `hc_session=${SECRETS.cookie}`, authorization: SECRETS.authorization };
    const requests = [
      `/reset-password?token=${SECRETS.token}`,
      `/api/courses?q=trading&password=${SECRETS.password}&Email=${encodeURIComponent(SECRETS.email)}&page=2`,
      `/api/auth/test-login?role=user&next=${encodeURIComponent(`/reset-password?token=${SECRETS.nested}`)}`,
      `/api/objects/upload/00000000-0000-4000-8000-000000000000?expires=1&signature=${SECRETS.signature}`,
      `/api/courses?code=${SECRETS.code}&zipcode=12345`,
    ];
    for (const url of requests) {
      const res = await app.inject({ method: url.startsWith("/api/objects") ? "PUT" : "GET", url, headers });
      expect(res.statusCode).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = lines.join("\n");
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    }
    const urls = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === "incoming request")
      .map((entry) => entry.req?.url);
    // The lines are still useful: the path and every harmless parameter stay.
    expect(urls).toEqual([
      `/reset-password?token=${REDACTED}`,
      `/api/courses?q=trading&password=${REDACTED}&Email=${REDACTED}&page=2`,
      `/api/auth/test-login?role=user&next=${REDACTED}`,
      `/api/objects/upload/00000000-0000-4000-8000-000000000000?expires=1&signature=${REDACTED}`,
      `/api/courses?code=${REDACTED}&zipcode=12345`,
    ]);
  });

  it("redacts cookie and authorization headers in any line that carries them", () => {
    lines.length = 0;
    app.log.info({ headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization } }, "headers");
    const entry = JSON.parse(lines.at(-1) ?? "{}") as { headers?: Record<string, string> };
    expect(entry.headers).toEqual({ cookie: REDACTED, authorization: REDACTED });
  });

  it("judges parameter names, not values", () => {
    expect(
      ["token", "reset_token", "newPassword", "X-Amz-Signature", "client_secret", "code", "auth"].every(
        isSecretParameter,
      ),
    ).toBe(true);
    expect(["q", "page", "zipcode", "author", "next", "category"].some(isSecretParameter)).toBe(false);
    expect(redactUrl("/a?b")).toBe("/a?b");
    expect(redactUrl("/a?token=%E0%A4%A")).toBe(`/a?token=${REDACTED}`);
  });
});
