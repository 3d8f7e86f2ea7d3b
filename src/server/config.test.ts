// parseConfig: every bad value stops start-up with a message naming the variable.
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const CLIENT_DIR = "/nonexistent/client";
const SECRET = "s".repeat(32);
/** Production needs PUBLIC_ORIGIN; the tests below that are about something else give it. */
const ORIGIN = "https://hypecheck.example";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env, CLIENT_DIR);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig", () => {
  it("has working defaults", () => {
    const config = parseConfig({}, CLIENT_DIR);
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      dataDir: "./data",
      databaseUrl: undefined,
      testLoginEnabled: true,
      clientDir: CLIENT_DIR,
    });
  });

  it("reads PORT, HOST, DATA_DIR and DATABASE_URL", () => {
    const config = parseConfig(
      { PORT: "3201", HOST: "127.0.0.1", DATA_DIR: "/tmp/hc", DATABASE_URL: "postgresql://u@h:5432/db" },
      CLIENT_DIR,
    );
    expect(config).toMatchObject({
      port: 3201,
      host: "127.0.0.1",
      dataDir: "/tmp/hc",
      databaseUrl: "postgresql://u@h:5432/db",
    });
  });

  it.each(["abc", "70000", "-1", "3000.5"])("refuses PORT=%s, naming PORT", (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toMatch(/\bPORT\b/);
    expect(error.message).toContain(port);
  });

  it.each(["mysql://x", "not a url", "http://db.example"])("refuses DATABASE_URL=%s, naming it", (url) => {
    expect(configError({ DATABASE_URL: url }).message).toContain("DATABASE_URL");
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }, CLIENT_DIR).databaseUrl).toBeUndefined();
  });

  it("refuses a SESSION_SECRET shorter than 32 characters, naming it without showing it", () => {
    const message = configError({ SESSION_SECRET: "short-secret-value" }).message;
    expect(message).toContain("SESSION_SECRET");
    expect(message).not.toContain("short-secret-value");
  });

  it("accepts a SESSION_SECRET of 32 characters", () => {
    expect(parseConfig({ SESSION_SECRET: SECRET }, CLIENT_DIR).sessionSecret).toBe(SECRET);
  });

  it("requires SESSION_SECRET in production with DATABASE_URL", () => {
    const message = configError({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" }).message;
    expect(message).toContain("SESSION_SECRET");
    expect(
      parseConfig(
        {
          NODE_ENV: "production",
          PUBLIC_ORIGIN: ORIGIN,
          DATABASE_URL: "postgres://u@h/db",
          SESSION_SECRET: SECRET,
        },
        CLIENT_DIR,
      ).isProduction,
    ).toBe(true);
  });

  it("does not require SESSION_SECRET in production on PGlite (it is generated into DATA_DIR)", () => {
    expect(
      parseConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN }, CLIENT_DIR).sessionSecret,
    ).toBeUndefined();
  });

  it("refuses an unknown NODE_ENV and LOG_LEVEL, naming them", () => {
    expect(configError({ NODE_ENV: "staging" }).message).toContain("NODE_ENV");
    expect(configError({ LOG_LEVEL: "loud" }).message).toContain("LOG_LEVEL");
  });

  it("reads PGLITE_SHARED_BUFFERS_MB (PostgreSQL's 128 by default) and refuses one outside 16-1024", () => {
    expect(parseConfig({}, CLIENT_DIR).pgliteSharedBuffersMb).toBe(128);
    expect(parseConfig({ PGLITE_SHARED_BUFFERS_MB: "512" }, CLIENT_DIR).pgliteSharedBuffersMb).toBe(512);
    for (const bad of ["8", "4096", "lots", "1.5"]) {
      expect(configError({ PGLITE_SHARED_BUFFERS_MB: bad }).message).toContain("PGLITE_SHARED_BUFFERS_MB");
    }
  });

  it("names every bad variable at once", () => {
    const message = configError({ PORT: "abc", DATABASE_URL: "mysql://x" }).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
  });

  describe("test-login", () => {
    it.each([
      [{ NODE_ENV: "development" }, true],
      [{ NODE_ENV: "test" }, true],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN }, false],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, ENABLE_TEST_LOGIN: "0" }, false],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, ENABLE_TEST_LOGIN: "" }, false],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, ENABLE_TEST_LOGIN: "1" }, true],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, ENABLE_TEST_LOGIN: "true" }, true],
    ])("for %o is %s", (env, enabled) => {
      expect(parseConfig(env, CLIENT_DIR).testLoginEnabled).toBe(enabled);
    });

    it("refuses ENABLE_TEST_LOGIN=maybe, naming the variable", () => {
      const message = configError({ NODE_ENV: "production", ENABLE_TEST_LOGIN: "maybe" }).message;
      expect(message).toContain("ENABLE_TEST_LOGIN");
      expect(message).toContain("maybe");
    });
  });

  it("requires AI_BASE_URL for the openai provider and the three S3 values together", () => {
    expect(configError({ AI_PROVIDER: "openai" }).message).toContain("AI_BASE_URL");
    expect(configError({ S3_BUCKET: "b" }).message).toContain("S3_BUCKET");
  });

  describe("links and hosts", () => {
    it("refuses to start in production without PUBLIC_ORIGIN, naming it", () => {
      const message = configError({ NODE_ENV: "production" }).message;
      expect(message).toContain("PUBLIC_ORIGIN");
      expect(message).toContain("required in production");
    });

    it("builds links from PUBLIC_ORIGIN, else from this server's listen address, never from a request", () => {
      expect(
        parseConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: `${ORIGIN}/` }, CLIENT_DIR).linkOrigin,
      ).toBe(ORIGIN);
      expect(parseConfig({}, CLIENT_DIR).linkOrigin).toBe("http://localhost:3000");
      expect(parseConfig({ HOST: "127.0.0.1", PORT: "4100" }, CLIENT_DIR).linkOrigin).toBe(
        "http://127.0.0.1:4100",
      );
      expect(parseConfig({ HOST: "::1", PORT: "4100" }, CLIENT_DIR).linkOrigin).toBe("http://[::1]:4100");
      expect(parseConfig({ HOST: "::" }, CLIENT_DIR).linkOrigin).toBe("http://localhost:3000");
    });

    it("answers only PUBLIC_ORIGIN's host and ALLOWED_HOSTS in production; this machine's names too elsewhere", () => {
      const production = parseConfig(
        { NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, ALLOWED_HOSTS: "www.hypecheck.example, 10.0.0.5" },
        CLIENT_DIR,
      );
      expect([...production.allowedHosts].sort()).toEqual([
        "10.0.0.5",
        "hypecheck.example",
        "www.hypecheck.example",
      ]);
      expect([...parseConfig({ HOST: "192.168.1.20" }, CLIENT_DIR).allowedHosts].sort()).toEqual([
        "127.0.0.1",
        "192.168.1.20",
        "[::1]",
        "localhost",
      ]);
      expect(configError({ ALLOWED_HOSTS: "https://x.example" }).message).toContain("ALLOWED_HOSTS");
      expect(configError({ ALLOWED_HOSTS: "x.example:443" }).message).toContain("ALLOWED_HOSTS");
    });
  });

  it("runs page analysis on cores - 1 threads by default, ANALYSIS_THREADS=0 on the event loop", () => {
    expect(parseConfig({}, CLIENT_DIR).analyzer.threads).toBeGreaterThanOrEqual(1);
    expect(parseConfig({ ANALYSIS_THREADS: "" }, CLIENT_DIR).analyzer.threads).toBeGreaterThanOrEqual(1);
    expect(parseConfig({ ANALYSIS_THREADS: "0" }, CLIENT_DIR).analyzer.threads).toBe(0);
    expect(parseConfig({ ANALYSIS_QUEUE: "5" }, CLIENT_DIR).analyzer.maxQueue).toBe(5);
    expect(configError({ ANALYSIS_THREADS: "many" }).message).toContain("ANALYSIS_THREADS");
  });

  it("reads the page watch's PAGE_RECHECK_HOURS (24) and PAGE_RECHECK_HOST_DELAY_MS (5000)", () => {
    expect(parseConfig({}, CLIENT_DIR).pageRecheck).toEqual({ intervalMs: 86_400_000, hostDelayMs: 5000 });
    expect(
      parseConfig({ PAGE_RECHECK_HOURS: "6", PAGE_RECHECK_HOST_DELAY_MS: "250" }, CLIENT_DIR).pageRecheck,
    ).toEqual({ intervalMs: 21_600_000, hostDelayMs: 250 });
    expect(configError({ PAGE_RECHECK_HOURS: "0" }).message).toContain("PAGE_RECHECK_HOURS");
    expect(configError({ PAGE_RECHECK_HOST_DELAY_MS: "-1" }).message).toContain("PAGE_RECHECK_HOST_DELAY_MS");
  });
});
