// The AI course analyzer's access rules around url-analysis.service.ts: members only, on a plan
// with the analyzer; each analysis takes one look from the same monthly counter as quick looks and
// gives it back when the page cannot be analysed, so a failed fetch costs nothing. Every attempt
// that reaches the engine is written to the AI usage log, failures included.

import type { FastifyBaseLogger } from "fastify";
import { AI_MESSAGES } from "../../../shared/contracts/ai";
import type { CourseAnalysis } from "../../../shared/contracts/analysis";
import { planQuotas } from "../../../shared/domain/plans";
import { configuredModel } from "../../analysis/providers/provider";
import { ForbiddenError, UnauthorizedError } from "../../lib/errors";
import { toPlanSubject, type UserRow } from "../auth/users";
import { usageOf } from "./ai-usage-log.service";
import type { AnalyzerEngineDeps } from "./analyzer-deps";
import { ANALYZE_COURSE_ROUTE, callerSubject, lookQuota, lookRefusal } from "./quick-look.service";
import { analyzeCourseUrl } from "./url-analysis.service";

export interface UrlLookInput {
  url: string;
  user: UserRow | null;
  now: Date;
  log?: FastifyBaseLogger;
}

async function runUrlLook(deps: AnalyzerEngineDeps, input: UrlLookInput): Promise<CourseAnalysis> {
  const { url, user, now } = input;
  if (user === null) throw new UnauthorizedError(AI_MESSAGES.guestLimit);
  if (!planQuotas(toPlanSubject(user), now).canUseUrlAnalyzer) {
    throw new ForbiddenError(AI_MESSAGES.analyzerNeedsPlan);
  }
  const caller = { kind: "member", user } as const;
  const subject = callerSubject(caller);
  const grant = await deps.ai.quota.take(subject, "look", lookQuota(caller, now), now);
  if (!grant.granted) throw lookRefusal(caller, grant, now);

  const started = performance.now();
  const base = { route: ANALYZE_COURSE_ROUTE, userId: user.id, query: url };
  try {
    const { analysis, courseId, outcome } = await analyzeCourseUrl(deps, url, now);
    await deps.ai.usageLog.record(
      {
        ...base,
        courseId,
        creatorName: null,
        ...usageOf(outcome, started),
      },
      input.log,
    );
    return analysis;
  } catch (error) {
    await deps.ai.quota.giveBack(subject, "look", grant.periodStart);
    await deps.ai.usageLog.record(
      {
        ...base,
        model: configuredModel(deps.config.ai),
        durationMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      },
      input.log,
    );
    throw error;
  }
}

export interface UrlLookService {
  look(input: UrlLookInput): Promise<CourseAnalysis>;
}

/** The AI course analyzer for a sales-page address, with its plan and quota rules. */
export function createUrlLookService(deps: AnalyzerEngineDeps): UrlLookService {
  return { look: (input) => runUrlLook(deps, input) };
}
