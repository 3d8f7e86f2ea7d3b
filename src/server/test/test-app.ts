// Builds the real app for route tests: in-memory PGlite by default, or — when DATABASE_URL is set,
// as in CI's second run — a fresh database on that PostgreSQL server per test app, dropped after.
// The helper opens the migrated and seeded database itself (a copy of the run's template,
// database-template.ts) and hands it to buildApp, so tests can also read the tables the routes write.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { normalizeEmail } from "../../shared/domain/auth-rules";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, type Db, MEMORY_DATA_DIR, openDatabase } from "../db/client";
import { emailOutbox } from "../db/schema/outbox";
import { SIGNUP_CONFIRM_EMAIL_KIND } from "../modules/auth/signup.service";
import {
  databaseUrl,
  migrateAndSeed,
  openPgliteFromTemplate,
  postgresTemplate,
  type TemplateRun,
  waitForNoSessions,
  withAdmin,
} from "./database-template";

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

/** Each test app's database, for helpers that read what the app wrote (signupToken). */
const appDatabases = new WeakMap<FastifyInstance, Db>();

let databaseCounter = 0;

/**
 * A new database on the server at `adminUrl`, empty or (with `template`) a copy of that database,
 * dropped by `drop()`.
 */
export async function createScratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  databaseCounter += 1;
  const name = `hc_test_${process.pid}_${Date.now()}_${databaseCounter}`;
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        // The app's pool has sent its goodbyes, but a backend may still be on its way out; forcing
        // the drop then terminates it, and its client reports 57P01 as an unhandled error.
        await waitForNoSessions(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** The run's template directory from global-setup.ts; undefined outside `vitest run`. */
function templateRun(): TemplateRun | undefined {
  try {
    return inject("hcTemplateRun");
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server tests run against (DATABASE_URL), or undefined for in-memory PGlite. */
export function testDatabaseUrl(): string | undefined {
  return loadConfig("", { NODE_ENV: "test", DATA_DIR: MEMORY_DATA_DIR }).databaseUrl;
}

export interface TestDatabase {
  database: Database;
  db: Db;
  /** The scratch database's URL on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * A migrated and seeded database of its own: in-memory PGlite, or a scratch PostgreSQL database;
 * copied from the run's template when there is one (database-template.ts), else made the real way.
 */
export async function openTestDatabase(
  adminUrl: string | undefined = testDatabaseUrl(),
): Promise<TestDatabase> {
  if (!adminUrl) {
    const database = await openPgliteFromTemplate(templateRun());
    return { database, db: database.db, url: undefined, close: () => database.close() };
  }
  const template = await postgresTemplate(templateRun(), adminUrl);
  const scratch = await createScratchDatabase(adminUrl, template);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: MEMORY_DATA_DIR });
    if (!template) await migrateAndSeed(database);
  } catch (error) {
    await database?.close();
    await scratch.drop();
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    db: opened.db,
    url: scratch.url,
    async close() {
      await opened.close();
      await scratch.drop();
    },
  };
}

/**
 * The database of the enclosing file or describe block: opened before its tests run and closed
 * after them. The object is filled in by the `beforeAll`, so read its fields inside hooks and tests.
 */
export function sharedTestDatabase(): TestDatabase {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await openTestDatabase());
  });
  afterAll(async () => t.close?.());
  return t;
}

/** A logger that writes nothing, for jobs and services run outside an app. */
export const silentLog = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The app's database, for reading what the routes stored. */
  db: Db;
  close(): Promise<void>;
}

/** What a production start needs (with a test secret), for `createTestApp(PRODUCTION_ENV)`. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "http://localhost",
  SESSION_SECRET: "x".repeat(40),
};

/**
 * The configuration of a test app serving `clientDir`: silent, on the in-memory data directory,
 * with no list cache and no job timer; `env` adds to or overrides those.
 */
export function testConfig(clientDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig(clientDir, {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: MEMORY_DATA_DIR,
    // Tests write fixture rows straight into the database between calls, which the list cache
    // would not see for 30 s; the cache has tests of its own (lib/list-cache.test.ts).
    CATALOG_CACHE_SECONDS: "0",
    // No job timer in route tests: a check firing mid-test would rescore rows a test just wrote.
    // The runner has tests of its own (jobs/runner.test.ts) that call it by hand.
    JOBS_INTERVAL_SECONDS: "0",
    // A render that outlasts its budget sends the plain shell (a real server's choice, 1.5 s); tests
    // that read rendered pages must not depend on how busy the machine is.
    PAGE_RENDER_TIMEOUT_MS: "60000",
    ...env,
  });
}

/** Where a test reads what the app logged: `lines` holds each JSON line written to `sink`. */
export function logSink(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}

/**
 * The real app on a database of its own (see openTestDatabase), configured by `testConfig(env)`;
 * `logDestination` receives its log lines (set LOG_LEVEL in `env` to see any).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { logDestination?: Writable } = {},
): Promise<TestApp> {
  const clientDir = makeClientDir();
  const base = testConfig(clientDir, env);
  const testDb = await openTestDatabase(base.databaseUrl);
  const config: Config = { ...base, databaseUrl: testDb.url };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...options, database: testDb.database });
    await app.ready();
    appDatabases.set(app, testDb.db);
  } catch (error) {
    await testDb.close();
    throw error;
  }
  return {
    app,
    config,
    db: testDb.db,
    async close() {
      await app.close();
      await testDb.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of the enclosing describe block: created before its tests run and closed after them.
 * The object is filled in by the `beforeAll`, so read its fields inside hooks and tests only.
 */
export function useTestApp(env: Record<string, string | undefined> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(async () => t.close?.());
  return t;
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

let addressCounter = 0;
/**
 * A client address no other request in this process has used, for `remoteAddress` in inject, so
 * per-address limits (route rate limits, sign-in failures) of one test never touch another's.
 */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * GETs of public routes, each from its own client address (so route rate limits never add up
 * across tests): `get` answers the response, `getJson` checks for 200 and answers the body.
 */
export function publicReads(t: TestApp) {
  const get = (url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, query, remoteAddress: uniqueAddress() });
  const getJson = async <T>(url: string, query: Record<string, string> = {}): Promise<T> => {
    const res = await get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  return { get, getJson };
}

/**
 * A POST from its own client address (or `remoteAddress`, to send several from one), with `payload`
 * sent as given (a string is not re-encoded).
 */
export function postFrom(
  app: FastifyInstance,
  url: string,
  payload: InjectOptions["payload"],
  headers: Record<string, string> = {},
  remoteAddress: string = uniqueAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, remoteAddress, headers, payload });
}

/** A request as the holder of `cookie` (a guest when it is missing or empty), with an optional payload. */
export function sendAs(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const STRONG_PASSWORD = "correct horse battery staple";

/**
 * A new member, signed in: POST /api/auth/signup (202), then the link from the confirmation e-mail
 * (read from the outbox, as an admin would without SMTP) through POST /api/auth/confirm-signup.
 * `response` is the confirmation's (201 with the user), or the sign-up's when it was not a 202.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
  inject: Partial<InjectOptions> = {},
): Promise<{ cookie: string; email: string; response: LightMyRequestResponse }> {
  const email = overrides.email ?? uniqueEmail();
  const remoteAddress = uniqueAddress();
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    remoteAddress,
    ...inject,
    payload: { email, firstName: "Ada", lastName: "Lovelace", password: STRONG_PASSWORD, ...overrides },
  });
  if (signup.statusCode !== 202) return { cookie: "", email, response: signup };
  const token = await signupToken(app, email);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/confirm-signup",
    remoteAddress,
    ...inject,
    payload: { token },
  });
  return { cookie: cookiesFrom(response), email, response };
}

/** The token of the newest sign-up link e-mailed to `email`, once the queued e-mails are written. */
export async function signupToken(app: FastifyInstance, email: string): Promise<string> {
  await app.background.settled();
  const db = appDatabases.get(app);
  if (!db) throw new Error("signupToken needs an app made by createTestApp");
  const [mail] = await db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, normalizeEmail(email)), eq(emailOutbox.kind, SIGNUP_CONFIRM_EMAIL_KIND)),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /confirm-signup\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error(`no sign-up link was e-mailed to ${email}`);
  return token;
}

export function logIn(
  app: FastifyInstance,
  body: { email: string; password: string },
  inject: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: uniqueAddress(),
    ...inject,
    payload: body,
  });
}

/** GET /api/auth/test-login for a demo account; returns the session cookie and the response. */
export async function testLogin(
  app: FastifyInstance,
  query: Record<string, string>,
): Promise<{ cookie: string; response: LightMyRequestResponse }> {
  const response = await app.inject({ method: "GET", url: "/api/auth/test-login", query });
  return { cookie: cookiesFrom(response), response };
}

/** POST /api/auth/logout as the holder of `cookie`, with any other `headers` (an Origin, say). */
export function logOut(
  app: FastifyInstance,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: { cookie, ...headers },
    payload: {},
  });
}

/** The session cookie of the demo admin (GET /api/auth/test-login). */
export async function adminCookie(app: FastifyInstance): Promise<string> {
  return (await testLogin(app, { role: "admin", plan: "free" })).cookie;
}

/** GET /api/auth/me with the given Cookie header. */
export function me(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
}

/** The directives of a Content-Security-Policy header, by name. */
export function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** A JSON error answer with `status`: asserts the shape and returns its message. */
export function expectError(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: unknown };
  expect(typeof body.error).toBe("string");
  return body.error as string;
}
