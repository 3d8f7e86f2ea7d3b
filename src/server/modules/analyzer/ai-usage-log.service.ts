// The AI usage log (ARCHITECTURE.md: every call of either engine is recorded): what was asked, by
// which engine or model, how long it took, token counts and the error. Writing a log row never
// breaks the response it belongs to; a failed write is itself logged and dropped.
import type { FastifyBaseLogger } from "fastify";
import type { AiUsageLogEntry } from "../../../shared/contracts/ai";
import type { Db } from "../../db/client";
import { aiUsageLogs } from "../../db/schema/analyzer";
import { newestRows } from "../../lib/newest-rows";

/** Query and error texts are cut to these lengths (the log is for people, not an archive). */
const MAX_QUERY_LENGTH = 2048;
const MAX_ERROR_LENGTH = 1000;
const MAX_CREATOR_LENGTH = 200;

export interface AiUsageRecord {
  /** The API route, e.g. "/api/ai/analyze-course". */
  route: string;
  model: string;
  userId?: string | null;
  courseId?: number | null;
  creatorName?: string | null;
  query?: string | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  totalTokens?: number | null;
  durationMs: number;
  error?: string | null;
}

/** What an engine's answer puts in its log row: the model, its token counts and its error. */
export type EngineUsage = Pick<
  AiUsageRecord,
  "model" | "promptTokens" | "completionTokens" | "totalTokens" | "error"
>;

/** An engine answer's part of its log row, with the time taken since `started` (performance.now()). */
export function usageOf(outcome: EngineUsage, started: number): EngineUsage & { durationMs: number } {
  return {
    model: outcome.model,
    promptTokens: outcome.promptTokens,
    completionTokens: outcome.completionTokens,
    totalTokens: outcome.totalTokens,
    durationMs: performance.now() - started,
    error: outcome.error,
  };
}

export interface AiUsageLogService {
  /** Resolves once the row is written or the failure logged; never rejects. */
  record(entry: AiUsageRecord, log?: FastifyBaseLogger): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<AiUsageLogEntry[]>;
}

const cut = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : text.slice(0, max);

const tokenCount = (n: number | null | undefined) =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null;

export function createAiUsageLogService(db: Db, logger?: FastifyBaseLogger): AiUsageLogService {
  return {
    async record(entry, log = logger) {
      try {
        await db.insert(aiUsageLogs).values({
          route: entry.route,
          model: entry.model,
          userId: entry.userId ?? null,
          courseId: entry.courseId ?? null,
          creatorName: cut(entry.creatorName, MAX_CREATOR_LENGTH),
          query: cut(entry.query, MAX_QUERY_LENGTH),
          promptTokens: tokenCount(entry.promptTokens),
          completionTokens: tokenCount(entry.completionTokens),
          totalTokens: tokenCount(entry.totalTokens),
          durationMs: Math.min(2_147_483_647, Math.max(0, Math.round(entry.durationMs))),
          error: cut(entry.error, MAX_ERROR_LENGTH),
        });
      } catch (error) {
        log?.error({ err: error, route: entry.route }, "could not write the AI usage log");
      }
    },

    async list(limit) {
      const rows = await newestRows(db, aiUsageLogs, aiUsageLogs.ts, limit);
      return rows.map((row) => ({
        id: row.id,
        ts: row.ts.toISOString(),
        route: row.route,
        model: row.model,
        courseId: row.courseId,
        creatorName: row.creatorName,
        query: row.query,
        promptTokens: row.promptTokens,
        completionTokens: row.completionTokens,
        totalTokens: row.totalTokens,
        durationMs: row.durationMs,
        error: row.error,
      }));
    },
  };
}
