// Password-reset links took their host from the request: with PUBLIC_ORIGIN unset, a forgot-password
// call sent with Host: evil.example put http://evil.example/reset-password?token=… in the e-mail.
// Links now come only from the configured origin (PUBLIC_ORIGIN, or outside production the
// server's own listen address), production refuses to start without PUBLIC_ORIGIN, and a request
// whose Host is not an allowed host is refused (docs/security.md "Requests").
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/outbox";
import { HOST_REFUSED } from "../plugins/allowed-hosts";
import { createTestApp, signUp, type TestApp, uniqueAddress } from "../test/test-app";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const RESET_LINK = /(https?:\/\/[^/\s]+)\/reset-password\?token=[A-Za-z0-9_-]{43}/;

async function resetLinkOrigin(t: TestApp, email: string): Promise<string | null> {
  await t.app.background.settled();
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const match = RESET_LINK.exec(rows.at(-1)?.body ?? "");
  return match ? match[1]! : null;
}

describe("security: forged Host headers and the links in e-mail", () => {
  let dev: TestApp;
  let configured: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [dev, configured, proxied] = await Promise.all([
      createTestApp(),
      createTestApp({ PUBLIC_ORIGIN: "https://hypecheck.example" }),
      createTestApp({ PUBLIC_ORIGIN: "https://hypecheck.example", TRUST_PROXY: "1" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), configured?.close(), proxied?.close()]);
  });

  const forgot = (t: TestApp, email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: uniqueAddress(),
      headers,
      payload: { email },
    });

  it("refuses forgot-password sent with a forged Host and a matching Origin, and queues no e-mail", async () => {
    for (const t of [dev, configured]) {
      const { email } = await signUp(t.app);
      const res = await forgot(t, email, { host: "evil.example", origin: "http://evil.example" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: HOST_REFUSED });
      expect(await resetLinkOrigin(t, email)).toBeNull();
    }
  });

  it("builds the link from the listen address without PUBLIC_ORIGIN, whichever allowed Host was used", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:9999", "[::1]:80"]) {
      const { email } = await signUp(dev.app);
      expect((await forgot(dev, email, { host })).statusCode).toBe(202);
      expect(await resetLinkOrigin(dev, email)).toBe(dev.config.linkOrigin);
    }
    expect(dev.config.linkOrigin).toBe("http://localhost:3000");
  });

  it("builds the link from PUBLIC_ORIGIN, and refuses any other Host", async () => {
    const { email } = await signUp(configured.app, {}, { headers: { host: "hypecheck.example" } });
    expect((await forgot(configured, email, { host: "HypeCheck.example:443" })).statusCode).toBe(202);
    expect(await resetLinkOrigin(configured, email)).toBe("https://hypecheck.example");
    for (const host of ["evil.example", "hypecheck.example.evil.example", "evil.example:443"]) {
      const res = await configured.app.inject({ method: "GET", url: "/", headers: { host } });
      expect(res.statusCode, host).toBe(400);
    }
  });

  it("in production answers only PUBLIC_ORIGIN's host, not this machine's names", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://hypecheck.example",
      SESSION_SECRET: "x".repeat(40),
    });
    try {
      for (const [host, status] of [
        ["hypecheck.example", 200],
        ["localhost", 400],
        ["127.0.0.1:3000", 400],
        ["[::1]", 400],
      ] as const) {
        const res = await production.app.inject({
          method: "GET",
          url: "/api/auth/options",
          headers: { host },
        });
        expect(res.statusCode, host).toBe(status);
      }
    } finally {
      await production.close();
    }
  });

  it("ignores X-Forwarded-Host unless TRUST_PROXY, and then holds it to the same rule", async () => {
    const { email } = await signUp(configured.app, {}, { headers: { host: "hypecheck.example" } });
    const direct = await forgot(configured, email, {
      host: "hypecheck.example",
      "x-forwarded-host": "evil.example",
    });
    expect(direct.statusCode).toBe(202);
    expect(await resetLinkOrigin(configured, email)).toBe("https://hypecheck.example");
    const viaProxy = await forgot(proxied, email, {
      host: "hypecheck.example",
      "x-forwarded-host": "evil.example",
    });
    expect(viaProxy.statusCode).toBe(400);
    expect(viaProxy.json()).toEqual({ error: HOST_REFUSED });
  });

  it("answers /api/health whatever the Host (load balancers probe by address)", async () => {
    const res = await configured.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "10.0.0.5" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("stops a production start without PUBLIC_ORIGIN, naming the variable", async () => {
    const { PUBLIC_ORIGIN: _origin, DATABASE_URL: _url, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", join("src", "server", "main.ts")], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: "production", PORT: "0", DATA_DIR: "memory://" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain("PUBLIC_ORIGIN: is required in production");
  }, 30_000);
});
