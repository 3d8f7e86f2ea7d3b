// Builds the real app for route tests: in-memory PGlite by default, or — when DATABASE_URL is set,
// as in CI's second run — a fresh database on that PostgreSQL server per test app, dropped after.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { MEMORY_DATA_DIR } from "../db/client";

export const TEST_INLINE_SCRIPT = "document.documentElement.dataset.test='1';";

/** A tiny built-client stand-in: index.html with one inline script, and one hashed asset. */
export function makeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "hc-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><script>${TEST_INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, "assets", "index-abc123.js"), `export const big = "${"x".repeat(4096)}";\n`);
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  return dir;
}

let databaseCounter = 0;

async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  databaseCounter += 1;
  const name = `hc_test_${process.pid}_${Date.now()}_${databaseCounter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const base = loadConfig(makeClientDir(), {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: MEMORY_DATA_DIR,
    ...env,
  });
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl) : undefined;
  const config: Config = { ...base, databaseUrl: scratch?.url };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await scratch?.drop();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request's Cookie. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

let emailCounter = 0;
export function uniqueEmail(prefix = "member"): string {
  emailCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${emailCounter}@example.test`;
}

export const STRONG_PASSWORD = "correct horse battery staple";

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
): Promise<{ cookie: string; email: string; response: LightMyRequestResponse }> {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, firstName: "Ada", lastName: "Lovelace", password: STRONG_PASSWORD, ...overrides },
  });
  return { cookie: cookiesFrom(response), email, response };
}
