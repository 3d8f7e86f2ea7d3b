// What route modules and jobs receive: configuration, the database and every service, each built
// once by the composition root (src/server/composition.ts). Route modules never build a service.

import type { Config } from "./config";
import type { Db, DbKind } from "./db/client";
import type { AnalysisPool } from "./lib/analysis-pool";
import type { BackgroundQueue } from "./lib/background-queue";
import type { DomainEvents } from "./lib/domain-events";
import type { AccountService } from "./modules/account/account.service";
import type { createAdSightingService } from "./modules/ad-sightings/ad-sightings.service";
import type { AffiliateService } from "./modules/affiliate/affiliate.service";
import type { AnalyzerDeps } from "./modules/analyzer/analyzer-deps";
import type { CreatorCheckService } from "./modules/analyzer/creator-check.service";
import type { DeepAnalyzer } from "./modules/analyzer/deep-analyze.service";
import type { QuickLookService } from "./modules/analyzer/quick-look.service";
import type { UrlLookService } from "./modules/analyzer/url-look.service";
import type { AuthService } from "./modules/auth/auth.service";
import type { DeviceTrust } from "./modules/auth/device-trust";
import type { LoginLimits } from "./modules/auth/login-limits.service";
import type { SessionService } from "./modules/auth/sessions.service";
import type { SignupService } from "./modules/auth/signup.service";
import type { BillingService } from "./modules/billing/billing.service";
import type { BillingProvider } from "./modules/billing/providers/provider";
import type { CategoryService } from "./modules/categories/categories.service";
import type { createCommunityReportService } from "./modules/community-reports/community-reports.service";
import type { createContactService } from "./modules/contact/contact.service";
import type { CourseService } from "./modules/courses/courses.service";
import type { CreatorService } from "./modules/creators/creators.service";
import type { DisputeService } from "./modules/disputes/disputes.service";
import type { EditorialService } from "./modules/editorial/editorial.service";
import type { createLeaderboardService } from "./modules/leaderboard/leaderboard.service";
import type { NotificationService } from "./modules/notifications/notifications.service";
import type { OutboxService } from "./modules/outbox/outbox.service";
import type { PriceAlertService } from "./modules/price-alerts/price-alerts.service";
import type { PublicRecordFeedOptions } from "./modules/public-records/public-record-feeds.job";
import type { PublicRecordService } from "./modules/public-records/public-records.service";
import type { createQuizService } from "./modules/quiz/quiz.service";
import type { ReplyService } from "./modules/replies/replies.service";
import type { ReviewProofService } from "./modules/reviews/review-proofs.service";
import type { ReviewService } from "./modules/reviews/reviews.service";
import type { PageRecheckOptions } from "./modules/snapshots/page-recheck.job";
import type { SnapshotService } from "./modules/snapshots/snapshots.service";
import type { createStatsService } from "./modules/stats/stats.service";
import type { createSubmissionService } from "./modules/submissions/submissions.service";
import type { AdFatigueService } from "./modules/tools/ad-fatigue.service";
import type { FakeGuruService } from "./modules/tools/fake-gurus.service";
import type { TransparencyService } from "./modules/transparency/transparency.service";
import type { TrustService } from "./modules/trust/trust.service";
import type { UploadService } from "./modules/uploads/uploads.service";
import type { WatchlistService } from "./modules/watchlist/watchlist.service";
import type { ObjectStorage } from "./storage";
import type { UploadUrlSigner } from "./storage/upload-signature";

export type { AnalyzerDeps } from "./modules/analyzer/analyzer-deps";

/** The services of the app, one per domain (named as the domain's folder under modules/). */
export interface AppServices {
  sessions: SessionService;
  /** Attempt slots for every password check (sign-in, and the current password on /account). */
  loginLimits: LoginLimits;
  /** Browsers that signed in before, which an account slow-down does not hold back. */
  devices: DeviceTrust;
  auth: AuthService;
  signups: SignupService;
  account: AccountService;
  /** Shared by the course routes and the server-rendered <head> of /courses/{id}. */
  courses: CourseService;
  categories: CategoryService;
  /** The editorial desk: admin edits, archive, verification, audit. */
  editorial: EditorialService;
  adSightings: ReturnType<typeof createAdSightingService>;
  snapshots: SnapshotService;
  /** The page watch's settings and services, shared by its job, Check now and submissions. */
  pageWatch: PageRecheckOptions;
  submissions: ReturnType<typeof createSubmissionService>;
  creators: CreatorService;
  reviews: ReviewService;
  /** Proof of enrolment on reviews: attached by members, checked by admins, kept privately. */
  reviewProofs: ReviewProofService;
  trust: TrustService;
  stats: ReturnType<typeof createStatsService>;
  fakeGurus: FakeGuruService;
  adFatigue: AdFatigueService;
  priceAlerts: PriceAlertService;
  notifications: NotificationService;
  /** Courses and creators members follow (what they are told is modules/watchlist/notify-watchers.ts). */
  watchlist: WatchlistService;
  /** The public transparency report, computed on each request. */
  transparency: TransparencyService;
  outbox: OutboxService;
  contact: ReturnType<typeof createContactService>;
  quiz: ReturnType<typeof createQuizService>;
  leaderboard: ReturnType<typeof createLeaderboardService>;
  communityReports: ReturnType<typeof createCommunityReportService>;
  /** The right of reply: claimed creators' replies to reviews and reports. */
  replies: ReplyService;
  /** Disputes about reviews, reports, scores and findings, and their decisions. */
  disputes: DisputeService;
  affiliate: AffiliateService;
  billingProvider: BillingProvider;
  billing: BillingService;
  /** Signs and checks the upload links of local storage. */
  uploadSigner: UploadUrlSigner;
  /** Where uploads and images are kept (local disk or S3). */
  storage: ObjectStorage;
  uploads: UploadService;
  ai: AnalyzerDeps;
  quickLooks: QuickLookService;
  urlLooks: UrlLookService;
  deepAnalyzer: DeepAnalyzer;
  creatorChecks: CreatorCheckService;
  /** Public enforcement records: imports, matching, confirmed links (docs/public-records.md). */
  publicRecords: PublicRecordService;
  /** PUBLIC_RECORD_FEEDS and how they are read, for their refresh job. */
  publicRecordFeeds: PublicRecordFeedOptions;
}

export interface AppDeps extends AppServices {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Work done after the answer is sent (account e-mails, whose timing must not tell anything). */
  background: BackgroundQueue;
  /** Fetched pages are read and analysed here, in worker threads, off the event loop. */
  analysis: AnalysisPool;
  /** The app's domain events (event-handlers.ts), for the jobs and start-up steps that rescore. */
  events: DomainEvents;
}
