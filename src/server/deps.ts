// What route modules receive from buildApp: configuration and the services, built once.
import type { AnalysisPool } from "./analysis/analysis-pool";
import type { AiProvider } from "./analysis/providers/provider";
import type { Config } from "./config";
import type { Db, DbKind } from "./db/client";
import type { BackgroundQueue } from "./lib/background-queue";
import type { AiQuotaService } from "./modules/ai/ai-quota.service";
import type { AiUsageLogService } from "./modules/ai/ai-usage-log.service";
import type { AuthService } from "./modules/auth/auth.service";
import type { DeviceTrust } from "./modules/auth/device-trust";
import type { LoginLimits } from "./modules/auth/login-limits.service";
import type { SessionService } from "./modules/auth/sessions.service";
import type { CourseService } from "./modules/courses/courses.service";

/** The AI engines' shared services: prose writing, the usage log and quotas. */
export interface AiDeps {
  /** Built-in (deterministic, no network) or OpenAI-compatible, from config.ai. */
  provider: AiProvider;
  /** Every call of either engine is recorded here (AI usage log). */
  usageLog: AiUsageLogService;
  /** Quick looks and URL analyses (monthly), full reports (weekly). */
  quota: AiQuotaService;
}

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  sessions: SessionService;
  /** Attempt slots for every password check (sign-in, and the current password on /account). */
  loginLimits: LoginLimits;
  /** Browsers that signed in before, which an account slow-down does not hold back. */
  devices: DeviceTrust;
  auth: AuthService;
  /** Work done after the answer is sent (account e-mails, whose timing must not tell anything). */
  background: BackgroundQueue;
  /** Shared by the course routes and the server-rendered <head> of /courses/{id}. */
  courses: CourseService;
  ai: AiDeps;
  /** Fetched pages are read and analysed here, in worker threads, off the event loop. */
  analysis: AnalysisPool;
}
