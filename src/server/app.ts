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
import { registerJobs } from "./jobs/runner";
import { createAnalysisPool } from "./lib/analysis-pool";
import { type BackgroundQueue, createBackgroundQueue } from "./lib/background-queue";
import { describeWait, TooManyRequestsError } from "./lib/errors";
import { registerAccountRoutes } from "./modules/account/account.routes";
import { registerAdSightingRoutes } from "./modules/ad-sightings/ad-sightings.routes";
import { registerAffiliateRoutes } from "./modules/affiliate/affiliate.routes";
import { registerAnalyzerRoutes } from "./modules/analyzer/analyzer.routes";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { registerBillingRoutes } from "./modules/billing/billing.routes";
import { registerCategoryRoutes } from "./modules/categories/categories.routes";
import { registerCommunityReportRoutes } from "./modules/community-reports/community-reports.routes";
import { registerContactRoutes } from "./modules/contact/contact.routes";
import { coursePageHeads } from "./modules/courses/course-page-head";
import { registerCourseRoutes } from "./modules/courses/courses.routes";
import { registerCreatorRoutes } from "./modules/creators/creators.routes";
import { registerDisputeRoutes } from "./modules/disputes/disputes.routes";
import { registerEditorialRoutes } from "./modules/editorial/editorial.routes";
import { registerEmailSignupRoutes } from "./modules/email-signup/email-signup.routes";
import { APP_VERSION, registerHealthRoutes } from "./modules/health/health.routes";
import { registerLeaderboardRoutes } from "./modules/leaderboard/leaderboard.routes";
import { registerLookupRoutes } from "./modules/lookup/lookup.routes";
import { registerNotificationRoutes } from "./modules/notifications/notifications.routes";
import { registerOutboxRoutes } from "./modules/outbox/outbox.routes";
import { registerPriceAlertRoutes } from "./modules/price-alerts/price-alerts.routes";
import { registerPublicRecordRoutes } from "./modules/public-records/public-records.routes";
import { loadStarterSet } from "./modules/public-records/starter-set";
import { registerQuizRoutes } from "./modules/quiz/quiz.routes";
import { registerReplyRoutes } from "./modules/replies/replies.routes";
import { registerReviewRoutes } from "./modules/reviews/reviews.routes";
import { registerSnapshotRoutes } from "./modules/snapshots/snapshots.routes";
import { registerStatsRoutes } from "./modules/stats/stats.routes";
import { registerSubmissionRoutes } from "./modules/submissions/submissions.routes";
import { registerToolRoutes } from "./modules/tools/tools.routes";
import { registerTransparencyRoutes } from "./modules/transparency/transparency.routes";
import { registerTrustRoutes } from "./modules/trust/trust.routes";
import { registerTrustFormulaCheck } from "./modules/trust/trust-formula-check";
import { registerUploadRoutes } from "./modules/uploads/uploads.routes";
import { registerUsageRoutes } from "./modules/usage/usage.routes";
import { registerWatchlistRoutes } from "./modules/watchlist/watchlist.routes";
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
      const publicRecords = await loadStarterSet(database.db);
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

  await registerHealthRoutes(app, deps);
  await registerAuthRoutes(app, deps);
  await registerUsageRoutes(app, deps);
  await registerEmailSignupRoutes(app, deps);
  await registerStatsRoutes(app, deps);
  await registerCategoryRoutes(app, deps);
  await registerCourseRoutes(app, deps);
  await registerReviewRoutes(app, deps);
  await registerTrustRoutes(app, deps);
  await registerCreatorRoutes(app, deps);
  await registerEditorialRoutes(app, deps);
  await registerToolRoutes(app, deps);
  await registerLookupRoutes(app, deps);
  await registerAdSightingRoutes(app, deps);
  await registerPriceAlertRoutes(app, deps);
  await registerNotificationRoutes(app, deps);
  await registerWatchlistRoutes(app, deps);
  await registerTransparencyRoutes(app, deps);
  await registerOutboxRoutes(app, deps);
  await registerAnalyzerRoutes(app, deps);
  await registerQuizRoutes(app, deps);
  await registerLeaderboardRoutes(app, deps);
  await registerCommunityReportRoutes(app, deps);
  await registerReplyRoutes(app, deps);
  await registerDisputeRoutes(app, deps);
  await registerPublicRecordRoutes(app, deps);
  await registerBillingRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerContactRoutes(app, deps);
  await registerAffiliateRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  // After the uploads module: snapshots keep raw pages in its object storage.
  await registerSnapshotRoutes(app, deps);
  await registerSubmissionRoutes(app, deps);
  registerJobs(app, deps);
  // Once listening, scores from another trust-formula version are rescored in the background.
  registerTrustFormulaCheck(app, deps);

  await registerClient(app, config.clientDir, shell, {
    pageHead: coursePageHeads(deps.courses, config.publicOrigin),
    renderPage: createPageRenderer(app, config),
  });
  return app;
}
