// buildApp(config): the Fastify instance that main.ts serves and the tests inject into.
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { buildDeps } from "./composition";
import type { Config } from "./config";
import { type Database, MEMORY_DATA_DIR, openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/data-dir-lock";
import { runMigrations } from "./db/migrate";
import { createUncachedAppEvents } from "./event-handlers";
import { registerJobs } from "./jobs/runner";
import { createAnalysisPool } from "./lib/analysis-pool";
import { type BackgroundQueue, createBackgroundQueue } from "./lib/background-queue";
import { describeWait, TooManyRequestsError } from "./lib/errors";
import { coursePageHeads } from "./modules/courses/course-page-head";
import { APP_VERSION } from "./modules/health/health.routes";
import { loadStarterSet } from "./modules/public-records/starter-set";
import { loadRouteModules } from "./modules/route-modules";
import { registerTrustFormulaCheck } from "./modules/trust/trust-formula-check";
import { registerAllowedHosts } from "./plugins/allowed-hosts";
import { registerAuth } from "./plugins/auth";
import { loadClientShell, registerClient } from "./plugins/client";
import { registerDocs } from "./plugins/docs";
import { registerErrorHandler } from "./plugins/errors";
import { registerInputGuard } from "./plugins/input";
import { loggerOptions } from "./plugins/logging";
import { createPageRenderer } from "./plugins/page-render";
import { registerSecurity } from "./plugins/security";
import { seedDatabase } from "./seed/seed";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Loaded with this file, as static imports of them were: not inside buildApp, so not inside a test's time limit. */
const ROUTE_MODULES = await loadRouteModules();

declare module "fastify" {
  interface FastifyInstance {
    /** Work done after the answer (deps.background), awaited when the app closes. */
    background: BackgroundQueue;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); buildApp then leaves closing it to them. */
  database?: Database;
  /** Where log lines go (default: stdout). */
  logDestination?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logDestination),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Errors raised before routing (a URL that is not valid percent-encoding) keep our JSON shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send({ error: "The address is not a valid URL." });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  let lock: DataDirLock | undefined;
  let database = options.database;
  if (!database) {
    if (!config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR) lock = acquireDataDirLock(config.dataDir);
    try {
      database = await openDatabase(config);
      await runMigrations(database);
      const seeded = await seedDatabase(database.db, { demoData: config.demoData });
      // The public records' starter set, in demo and real modes alike (upserted by source id).
      const publicRecords = await loadStarterSet(database.db, createUncachedAppEvents());
      if (publicRecords.status === "refused") {
        app.log.warn({ reasons: publicRecords.reasons }, "the public records' starter set was refused");
      } else if (publicRecords.status === "loaded" && publicRecords.leftOut.length > 0) {
        app.log.warn(
          { leftOut: publicRecords.leftOut },
          "records of the public records' starter set left out",
        );
      }
      app.log.info(
        { database: database.kind, seeded, publicRecords: publicRecords.status },
        "database ready",
      );
    } catch (error) {
      await database?.close().catch(() => undefined);
      lock?.release();
      throw error;
    }
    const owned = database;
    app.addHook("onClose", async () => {
      await owned.close();
      lock?.release();
    });
  }

  const background = createBackgroundQueue(app.log.child({ module: "background" }));
  app.decorate("background", background);
  // preClose runs before the database closes: queued account e-mails are written first.
  app.addHook("preClose", async () => {
    await background.settled();
  });
  const analysis = createAnalysisPool(config.analyzer);
  app.addHook("onClose", async () => analysis.close());
  const deps = buildDeps({ config, database, log: app.log, background, analysis });
  app.decorate("objectStorage", deps.storage);
  app.addHook("onClose", async () => deps.storage.close());

  const shell = loadClientShell(config.clientDir);
  await registerSecurity(app, config, shell.scriptHashes);
  registerAllowedHosts(app, config);
  registerInputGuard(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Security scans only (RATE_LIMIT_LOOPBACK_EXEMPT, never in production): loopback skips the limits.
    allowList: config.rateLimits.loopbackExempt ? (request) => LOOPBACK.has(request.ip) : undefined,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests. Try again in ${describeWait(context.ttl / 1000)}.`,
        context.ttl / 1000,
      ),
  });
  await registerAuth(app, config, deps.sessions);
  await registerDocs(app, APP_VERSION);

  // Each module's routes, found in its own folder (modules/route-modules.ts), in their declared order.
  for (const module of ROUTE_MODULES) await module.register(app, deps);
  registerJobs(app, deps);
  // Once listening, scores from another trust-formula version are rescored in the background.
  registerTrustFormulaCheck(app, deps);

  await registerClient(app, config.clientDir, shell, {
    pageHead: coursePageHeads(deps.courses, config.publicOrigin),
    renderPage: createPageRenderer(app, config),
  });
  return app;
}
