// What the AI engines are built from (by the composition root, src/server/composition.ts): the
// database, configuration, the page-analysis pool and the shared AI services.

import type { AiProvider } from "../../analysis/providers/provider";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AnalysisPool } from "../../lib/analysis-pool";
import type { PublicRecordService } from "../public-records/public-records.service";
import type { AiQuotaService } from "./ai-quota.service";
import type { AiUsageLogService } from "./ai-usage-log.service";

/** The AI engines' shared services: prose writing, the usage log and quotas. */
export interface AnalyzerDeps {
  /** Built-in (deterministic, no network) or OpenAI-compatible, from config.ai. */
  provider: AiProvider;
  /** Every call of either engine is recorded here (AI usage log). */
  usageLog: AiUsageLogService;
  /** Quick looks and URL analyses (monthly), full reports (weekly). */
  quota: AiQuotaService;
}

export interface AnalyzerEngineDeps {
  db: Db;
  config: Config;
  ai: AnalyzerDeps;
  /** Fetched pages are read and analysed here, in worker threads, off the event loop. */
  analysis: AnalysisPool;
  /** The URL analyzer matches a page's seller against the public enforcement records. */
  publicRecords: Pick<PublicRecordService, "matchSeller" | "sources">;
}
