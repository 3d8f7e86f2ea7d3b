// The one place that reads process.env (STYLE.md habit 5). Every variable is parsed with zod at
// start-up; a bad value stops the process with a message naming the variable.
import { availableParallelism } from "node:os";
import { z } from "zod";

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), {
      message: `must be a URL (${protocols.source})`,
    });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** The built client to serve (default dist/client); tests and parallel builds point elsewhere. */
    CLIENT_DIR: optionalText,
    DATABASE_URL: optionalUrl(/^postgres(ql)?:/),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ENABLE_TEST_LOGIN: booleanFlag,
    /** 0: no demo catalogue, accounts or community rows (a deployment on real courses); default 1. */
    DEMO_DATA: z
      .enum(["0", "1", "true", "false", ""])
      .optional()
      .transform((value) => value !== "0" && value !== "false"),
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: "must be at least 32 characters",
    }),
    PUBLIC_ORIGIN: optionalUrl(/^https?:/),
    /** More host names (comma-separated, no ports) the server answers for, beside PUBLIC_ORIGIN's. */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)), {
        message: "must be host names or addresses separated by commas, without ports or schemes",
      }),
    TRUST_PROXY: booleanFlag,
    AI_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
    AI_BASE_URL: optionalUrl(/^https?:/),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    /** Seconds the OpenAI-compatible provider may take before the built-in text is used instead. */
    AI_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(20),
    /** Worker threads for page analysis (default: cores - 1, at least 1); 0 runs it on the event loop. */
    ANALYSIS_THREADS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(0).max(64).optional(),
    ),
    /** Page analyses that may wait for a thread; past that the analyzer answers 503. */
    ANALYSIS_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** 1: the URL analyzer may fetch private, loopback and link-local addresses (tests, intranets). */
    ANALYZER_ALLOW_PRIVATE_URLS: booleanFlag,
    S3_ENDPOINT: optionalUrl(/^https?:/),
    S3_REGION: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    SMTP_URL: optionalUrl(/^smtps?:/),
    /** Seconds a signed upload URL from POST /api/objects/upload stays valid. */
    UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    /** Minutes a forgot-password link stays valid (used once). */
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    /** Requests a minute per client address on each catalogue read route (benchmarks raise it). */
    RATE_LIMIT_CATALOG_PER_MIN: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
    /**
     * Sign-up calls (start and confirm, each counted on its own) per client address in 15 minutes.
     * The browser tests raise it: their whole run signs up more members than one person would.
     */
    RATE_LIMIT_SIGNUPS_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
    /**
     * 1: requests from the loopback address skip the per-route rate limits (npm run security-scan,
     * so the scanners' payloads reach the handlers). Ignored in production.
     */
    RATE_LIMIT_LOOPBACK_EXEMPT: booleanFlag,
    /**
     * PGlite's shared_buffers in MB (PostgreSQL's default, 128, unless set). The whole buffer pool is
     * allocated at start, so raise it only for a big catalogue: bench:api sets 512 for 100k courses
     * (273 MB with indexes), where 128 made every cold page read a system call.
     */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(16).max(1024).default(128),
    /** Seconds a course list page may be answered from memory (0: never); see lib/list-cache.ts. */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** How long a first screen's server render may take before the plain shell is sent (ms). */
    PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(1500),
    /** How often the job runner looks for due scheduled jobs (src/server/jobs); 0 turns the timer off. */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** How often the page watch reads each tracked course page again (hours; doubled per failure). */
    PAGE_RECHECK_HOURS: z.coerce.number().min(0.01).max(8760).default(24),
    /** The page watch's pause between two requests to one host (ms). */
    PAGE_RECHECK_HOST_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /**
     * Press-release and litigation-release feeds (RSS or Atom) read for public enforcement records,
     * comma-separated; an entry may name its authority first: "SEC=https://…".
     */
    PUBLIC_RECORD_FEEDS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const at = entry.indexOf("=");
            const named = at > 0 && !entry.slice(0, at).includes("/");
            return named
              ? { authority: entry.slice(0, at).trim(), url: entry.slice(at + 1).trim() }
              : { authority: undefined, url: entry };
          }),
      )
      .refine((feeds) => feeds.every((feed) => URL.canParse(feed.url) && /^https?:/.test(feed.url)), {
        message:
          "must be feed addresses (http or https) separated by commas, each optionally AUTHORITY=address",
      }),
    /** How often each public-record feed is read (hours; doubled per failure). */
    PUBLIC_RECORD_FEED_HOURS: z.coerce.number().min(0.01).max(8760).default(6),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.PUBLIC_ORIGIN === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message:
          "is required in production: links in e-mail are built from it, and only its host is answered (e.g. https://hypecheck.example)",
      });
    }
    if (env.NODE_ENV === "production" && env.SESSION_SECRET === undefined && env.DATABASE_URL !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production with DATABASE_URL (every instance must share it)",
      });
    }
    if (env.AI_PROVIDER === "openai" && env.AI_BASE_URL === undefined) {
      ctx.addIssue({ code: "custom", path: ["AI_BASE_URL"], message: "is required when AI_PROVIDER=openai" });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some((v) => v !== undefined) && s3.some((v) => v === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  /** Directory for PGlite data, the lock file and the generated session secret. "memory://" in tests. */
  dataDir: string;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb: number;
  databaseUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** Test-login exists only outside production, or when ENABLE_TEST_LOGIN=1. */
  testLoginEnabled: boolean;
  /** DEMO_DATA: whether start-up seeds the fictional demo catalogue, accounts and community rows. */
  demoData: boolean;
  sessionSecret: string | undefined;
  /** PUBLIC_ORIGIN as set (required in production). */
  publicOrigin: string | undefined;
  /**
   * The origin of every link the app sends out (e-mail): PUBLIC_ORIGIN, or outside production this
   * server's own listen address. Never the request's Host (docs/decisions/0029-same-origin-json-only-writes.md).
   */
  linkOrigin: string;
  /** Host names (lower case, no port) a request's Host may name; others are refused. */
  allowedHosts: ReadonlySet<string>;
  trustProxy: boolean;
  ai: { provider: Env["AI_PROVIDER"]; baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };
  /** The URL analyzer's fetch rules (SSRF-safe unless explicitly allowed; docs/decisions/0017). */
  analyzer: { allowPrivateUrls: boolean; threads: number; maxQueue: number };
  s3?: { endpoint?: string; region?: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  smtpUrl: string | undefined;
  /** How long a signed upload URL is valid. */
  uploadUrlTtlMs: number;
  /** How long a forgot-password link is valid. */
  passwordResetTtlMs: number;
  /** The billing provider: only the demo one exists (docs/decisions/0058-demo-billing.md). */
  billing: BillingConfig;
  /** Abuse limits per client address (browsing itself is unlimited). */
  rateLimits: { catalogPerMinute: number; signupsPer15Minutes: number; loopbackExempt: boolean };
  /** How long course list pages are kept in memory (0: not at all). */
  catalogCacheMs: number;
  /** How often scheduled jobs are checked for being due (0: never; the jobs then run only by hand). */
  jobsCheckIntervalMs: number;
  /** PAGE_RENDER_TIMEOUT_MS: a first screen's render budget, after which the shell goes out alone. */
  renderTimeoutMs: number;
  /** The page watch (modules/snapshots/page-recheck.job.ts): how often a page is read again, and the pause per host. */
  pageRecheck: { intervalMs: number; hostDelayMs: number };
  /** PUBLIC_RECORD_FEEDS: feeds read by the public-record-feeds job, each with any authority named. */
  publicRecordFeeds: ReadonlyArray<{ url: string; authority: string | undefined }>;
  /** PUBLIC_RECORD_FEED_HOURS in ms. */
  publicRecordFeedIntervalMs: number;
  /** Directory of the built client (index.html + assets). */
  clientDir: string;
}

/** Only the demo provider exists: plan changes take effect without a payment. */
export type BillingConfig = { provider: "demo" };

export class ConfigError extends Error {}

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]", ""]);

/** The host part of a URL for HOST: "localhost" for a wildcard listen address, IPv6 in brackets. */
function listenHostName(host: string): string {
  if (ANY_ADDRESS.has(host)) return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host.toLowerCase();
}

/** The hosts a request may name: PUBLIC_ORIGIN's, ALLOWED_HOSTS, and outside production this machine's. */
function allowedHostsOf(env: Env): Set<string> {
  const hosts = new Set(env.ALLOWED_HOSTS);
  if (env.PUBLIC_ORIGIN) hosts.add(new URL(env.PUBLIC_ORIGIN).hostname.toLowerCase());
  if (env.NODE_ENV !== "production") {
    for (const local of ["localhost", "127.0.0.1", "[::1]", listenHostName(env.HOST)]) hosts.add(local);
  }
  return hosts;
}

export function parseConfig(source: Record<string, string | undefined>, clientDir: string): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.length > 0 ? issue.path.join(".") : "environment";
      const value = typeof issue.path[0] === "string" ? source[issue.path[0]] : undefined;
      const shown = value === undefined || /SECRET|KEY|PASSWORD/.test(name) ? "" : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const env = parsed.data;
  const s3 =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    // Test-login signs in as a demo account: without demo data (DEMO_DATA=0) there is none.
    testLoginEnabled: (env.NODE_ENV !== "production" || env.ENABLE_TEST_LOGIN) && env.DEMO_DATA,
    demoData: env.DEMO_DATA,
    sessionSecret: env.SESSION_SECRET,
    publicOrigin: env.PUBLIC_ORIGIN,
    linkOrigin: (env.PUBLIC_ORIGIN ?? `http://${listenHostName(env.HOST)}:${env.PORT}`).replace(/\/+$/, ""),
    allowedHosts: allowedHostsOf(env),
    trustProxy: env.TRUST_PROXY,
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: Math.round(env.AI_TIMEOUT_SECONDS * 1000),
    },
    analyzer: {
      allowPrivateUrls: env.ANALYZER_ALLOW_PRIVATE_URLS,
      // Every core but one, which the event loop keeps; at least one.
      threads: env.ANALYSIS_THREADS ?? Math.max(1, availableParallelism() - 1),
      maxQueue: env.ANALYSIS_QUEUE,
    },
    s3,
    smtpUrl: env.SMTP_URL,
    uploadUrlTtlMs: env.UPLOAD_URL_TTL_SECONDS * 1000,
    passwordResetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
    billing: { provider: "demo" },
    rateLimits: {
      catalogPerMinute: env.RATE_LIMIT_CATALOG_PER_MIN,
      signupsPer15Minutes: env.RATE_LIMIT_SIGNUPS_PER_15_MIN,
      loopbackExempt: env.RATE_LIMIT_LOOPBACK_EXEMPT && env.NODE_ENV !== "production",
    },
    catalogCacheMs: env.CATALOG_CACHE_SECONDS * 1000,
    jobsCheckIntervalMs: env.JOBS_INTERVAL_SECONDS * 1000,
    renderTimeoutMs: env.PAGE_RENDER_TIMEOUT_MS,
    pageRecheck: {
      intervalMs: Math.round(env.PAGE_RECHECK_HOURS * 3_600_000),
      hostDelayMs: env.PAGE_RECHECK_HOST_DELAY_MS,
    },
    publicRecordFeeds: env.PUBLIC_RECORD_FEEDS,
    publicRecordFeedIntervalMs: Math.round(env.PUBLIC_RECORD_FEED_HOURS * 3_600_000),
    clientDir: env.CLIENT_DIR ?? clientDir,
  };
}

/** Reads process.env (plus overrides, for tests and scripts); used by main.ts and the CLIs. */
export function loadConfig(clientDir: string, overrides: Record<string, string | undefined> = {}): Config {
  return parseConfig({ ...process.env, ...overrides }, clientDir);
}
