// The composition root: every service is built here, once, from configuration and the database, and
// handed to the route modules and jobs as AppDeps (src/server/deps.ts). A service that needs another
// gets it here, so what depends on what reads top to bottom in one file.
import type { FastifyBaseLogger } from "fastify";
import { createAiProvider } from "./analysis/providers/provider";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AppDeps } from "./deps";
import { createAppEvents } from "./event-handlers";
import type { AnalysisPool } from "./lib/analysis-pool";
import type { BackgroundQueue } from "./lib/background-queue";
import { createAccountService } from "./modules/account/account.service";
import { createAdSightingService } from "./modules/ad-sightings/ad-sightings.service";
import { createAffiliateService } from "./modules/affiliate/affiliate.service";
import { createAiQuotaService } from "./modules/analyzer/ai-quota.service";
import { createAiUsageLogService } from "./modules/analyzer/ai-usage-log.service";
import { createCreatorCheckService } from "./modules/analyzer/creator-check.service";
import { createDeepAnalyzer } from "./modules/analyzer/deep-analyze.service";
import { createQuickLookService } from "./modules/analyzer/quick-look.service";
import { createUrlLookService } from "./modules/analyzer/url-look.service";
import { createAuthService } from "./modules/auth/auth.service";
import { createDeviceTrust } from "./modules/auth/device-trust";
import { createLoginLimits } from "./modules/auth/login-limits.service";
import { createSessionService } from "./modules/auth/sessions.service";
import { createSignupService } from "./modules/auth/signup.service";
import { createBillingService } from "./modules/billing/billing.service";
import { createBillingProvider } from "./modules/billing/providers";
import { createCategoryService } from "./modules/categories/categories.service";
import { createCommunityReportService } from "./modules/community-reports/community-reports.service";
import { createContactService } from "./modules/contact/contact.service";
import { catalogueChanged } from "./modules/courses/catalogue-changed";
import { createCourseService } from "./modules/courses/courses.service";
import { createCreatorService } from "./modules/creators/creators.service";
import { createDisputeService } from "./modules/disputes/disputes.service";
import { createEditorialService } from "./modules/editorial/editorial.service";
import { createLeaderboardService } from "./modules/leaderboard/leaderboard.service";
import { createNotificationService } from "./modules/notifications/notifications.service";
import { createOutboxService } from "./modules/outbox/outbox.service";
import { createPriceAlertService } from "./modules/price-alerts/price-alerts.service";
import { createPublicRecordService } from "./modules/public-records/public-records.service";
import { createQuizService } from "./modules/quiz/quiz.service";
import { createReplyService } from "./modules/replies/replies.service";
import { createReviewProofService } from "./modules/reviews/review-proofs.service";
import { createReviewService } from "./modules/reviews/reviews.service";
import { pageRecheckUserAgent } from "./modules/snapshots/page-recheck.job";
import { createSnapshotService } from "./modules/snapshots/snapshots.service";
import { createStatsService } from "./modules/stats/stats.service";
import { createSubmissionService } from "./modules/submissions/submissions.service";
import { createAdFatigueService } from "./modules/tools/ad-fatigue.service";
import { createFakeGuruService } from "./modules/tools/fake-gurus.service";
import { createTransparencyService } from "./modules/transparency/transparency.service";
import { createTrustService } from "./modules/trust/trust.service";
import { createUploadService } from "./modules/uploads/uploads.service";
import { createWatchlistService } from "./modules/watchlist/watchlist.service";
import { resolveSessionSecret } from "./session-secret";
import { createObjectStorage } from "./storage";
import { createUploadUrlSigner } from "./storage/upload-signature";

export interface Infrastructure {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  background: BackgroundQueue;
  analysis: AnalysisPool;
}

/** Every service, built once. The caller closes `storage` (and the pool) when the app closes. */
export function buildDeps({ config, database, log, background, analysis }: Infrastructure): AppDeps {
  const { db } = database;
  const serverSecret = resolveSessionSecret(config);

  const sessions = createSessionService(db, serverSecret);
  const loginLimits = createLoginLimits(db);
  const devices = createDeviceTrust(serverSecret, config);
  const ai = {
    provider: createAiProvider(config.ai, log),
    usageLog: createAiUsageLogService(db, log),
    quota: createAiQuotaService(db),
  };
  const uploadSigner = createUploadUrlSigner(serverSecret);
  const storage = createObjectStorage(config, uploadSigner);
  const uploads = createUploadService(db, storage, { ttlMs: config.uploadUrlTtlMs });
  const priceAlerts = createPriceAlertService(db);
  const billingProvider = createBillingProvider(config.billing);
  const courses = createCourseService(db, { listCacheMs: config.catalogCacheMs });
  // In-transaction domain events, each consequence handled by its owner (event-handlers.ts).
  const events = createAppEvents({ courses });
  /** After the page watch's committed rechecks: what the lists show may have moved. */
  const listsChanged = () => catalogueChanged({ courses }, { listsChanged: true });
  const snapshotLog = log.child({ module: "snapshots" });
  const snapshots = createSnapshotService({
    db,
    storage,
    onStorageError: (error) => snapshotLog.warn({ err: error }, "could not store a page snapshot's raw HTML"),
  });
  const publicRecords = createPublicRecordService({ db, events });
  const engine = { db, config, ai, analysis, publicRecords };
  const pageReader = {
    analysis,
    allowPrivate: config.analyzer.allowPrivateUrls,
    userAgent: pageRecheckUserAgent(config.linkOrigin),
  };

  return {
    config,
    db,
    dbKind: database.kind,
    background,
    analysis,
    events,
    sessions,
    loginLimits,
    devices,
    auth: createAuthService(db, loginLimits, devices),
    signups: createSignupService(db),
    account: createAccountService(db, {
      sessions,
      limits: loginLimits,
      resetTtlMs: config.passwordResetTtlMs,
      events,
    }),
    courses,
    editorial: createEditorialService({ db, courses, reader: pageReader, events }),
    adSightings: createAdSightingService(db),
    snapshots,
    pageWatch: {
      snapshots,
      events,
      reader: pageReader,
      intervalMs: config.pageRecheck.intervalMs,
      hostDelayMs: config.pageRecheck.hostDelayMs,
      linkOrigin: config.linkOrigin,
      catalogueChanged: listsChanged,
    },
    submissions: createSubmissionService({
      db,
      courses,
      snapshots,
      reader: pageReader,
      events,
    }),
    categories: createCategoryService(db, { cacheMs: config.catalogCacheMs }),
    creators: createCreatorService(db),
    reviews: createReviewService(db, events),
    trust: createTrustService(db),
    stats: createStatsService(db),
    fakeGurus: createFakeGuruService(db),
    adFatigue: createAdFatigueService(db),
    priceAlerts,
    notifications: createNotificationService(db),
    watchlist: createWatchlistService(db),
    transparency: createTransparencyService(db),
    outbox: createOutboxService(db),
    contact: createContactService(db),
    quiz: createQuizService(db),
    leaderboard: createLeaderboardService(db),
    communityReports: createCommunityReportService(db, events),
    replies: createReplyService(db),
    disputes: createDisputeService(db, events),
    affiliate: createAffiliateService(db),
    billingProvider,
    billing: createBillingService({ db, provider: billingProvider, quota: ai.quota, priceAlerts }),
    uploadSigner,
    storage,
    uploads,
    reviewProofs: createReviewProofService(db, storage, uploads, events),
    ai,
    quickLooks: createQuickLookService(engine),
    urlLooks: createUrlLookService(engine),
    deepAnalyzer: createDeepAnalyzer(engine),
    publicRecords,
    publicRecordFeeds: {
      feeds: config.publicRecordFeeds,
      intervalMs: config.publicRecordFeedIntervalMs,
      allowPrivate: config.analyzer.allowPrivateUrls,
      userAgent: pageRecheckUserAgent(config.linkOrigin),
      records: publicRecords,
    },
    creatorChecks: createCreatorCheckService(db, ai.provider, publicRecords),
  };
}
