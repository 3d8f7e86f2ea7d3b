// The full AI report (POST /api/ai/deep-analyze): cached per course and free to read; generating
// one takes a "report" from the member's weekly quota. A repeated (member, requestKey) answers the
// first response unchanged and is charged once, across instances: the first request claims the key
// with a row (insert ... on conflict do nothing), the others read that row. Concurrent requests in
// one process share one promise, and generations of one course share one run.

import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  AI_MESSAGES,
  type DeepAnalysis,
  type DeepAnalyzeBody,
  DeepAnalyzeResponse,
  DeepReport,
} from "../../../shared/contracts/ai";
import { planQuotas } from "../../../shared/domain/plans";
import { configuredModel, engineOf, type ProseTask } from "../../analysis/providers/provider";
import { aiReportRequests, aiReports } from "../../db/schema/analyzer";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../../lib/errors";
import { toPlanSubject, type UserRow } from "../auth/users";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { userSubject } from "./ai-quota.service";
import { usageOf } from "./ai-usage-log.service";
import type { AnalyzerEngineDeps } from "./analyzer-deps";
import { type CourseFacts, courseExists, loadCourseFacts } from "./course-facts";
import { buildDeepReport } from "./deep-report";
import { secondsUntil } from "./quick-look.service";

export const DEEP_ANALYZE_ROUTE = "/api/ai/deep-analyze";
const POLL_MS = 100;

export const KEY_REUSED = "This requestKey was already used for another course.";
export const STILL_RUNNING = "This report is still being generated. Try again in a moment.";

interface StoredReport {
  report: DeepReport;
  engine: string;
  createdAt: Date;
}

export interface DeepAnalyzeInput {
  user: UserRow;
  body: DeepAnalyzeBody;
  now: Date;
  log?: FastifyBaseLogger;
}

export interface DeepAnalyzer {
  analyze(input: DeepAnalyzeInput): Promise<DeepAnalysis>;
}

function reportTask(facts: CourseFacts, fallback: DeepReport): ProseTask<DeepReport> {
  return {
    name: "deep-report",
    instructions:
      "You write a consumer-protection report on an online business course for someone deciding whether " +
      "to buy it. Rewrite the draft report you are given in clear, plain English: overview (3-4 " +
      "sentences), credibilitySignals (short items), claimRealityCheck (compare what is claimed with what " +
      "students actually report), risks (short items, strongest first, quoting flagged phrases exactly), " +
      "recommendation (2-3 sentences). Keep every fact, number and quoted phrase of the draft; add none. " +
      "Keep confidence exactly as given.",
    facts: {
      draft: fallback,
      course: {
        title: facts.title,
        creator: facts.creator.name,
        creatorStatus: facts.creator.status,
        category: facts.categoryName,
        price: facts.price,
        currency: facts.currency,
        incomeClaims: facts.incomeClaims,
        actualStudentOutcomes: facts.actualStudentOutcomes,
      },
      trust: {
        score: facts.trust.score,
        band: facts.trust.bandLabel,
        confidence: facts.trust.confidence,
        factors: facts.trust.factors.map((f) => ({
          label: f.label,
          score: f.score,
          max: f.max,
          evidence: f.evidence,
        })),
      },
      redFlags: facts.detection.redFlags.map((f) => ({
        label: f.label,
        severity: f.severity,
        phrase: f.phrase,
        explanation: f.explanation,
      })),
      positiveSignals: facts.detection.positives.map((p) => ({ label: p.label, phrase: p.phrase })),
      reviews: facts.reviews,
      communityReports: facts.communityReports,
    },
    schema: DeepReport,
    fallback,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDeepAnalyzer(deps: AnalyzerEngineDeps): DeepAnalyzer {
  const { db } = deps;
  /** Generations in flight, by course: concurrent requests for one course share one run. */
  const generations = new Map<number, Promise<StoredReport>>();
  /** Requests in flight, by member and requestKey. */
  const requests = new Map<string, Promise<DeepAnalysis>>();
  /** A claim older than this without a response belongs to a request that died; it may be taken over. */
  const staleMs = deps.config.ai.timeoutMs + 60_000;
  /** How long a repeated request waits for the first one (on another instance) to finish. */
  const waitMs = deps.config.ai.timeoutMs + 30_000;

  async function cachedReport(courseId: number): Promise<StoredReport | null> {
    const [row] = await db.select().from(aiReports).where(eq(aiReports.courseId, courseId));
    if (!row) return null;
    // A report stored by an older version that no longer fits the contract is regenerated.
    const report = DeepReport.safeParse(row.report);
    return report.success ? { report: report.data, engine: row.engine, createdAt: row.createdAt } : null;
  }

  async function generate(courseId: number, user: UserRow, now: Date, log?: FastifyBaseLogger) {
    const started = performance.now();
    try {
      return await generateLogged(courseId, user, now, started, log);
    } catch (error) {
      // The run failed before its log row (the course vanished, the database failed): say so.
      await deps.ai.usageLog.record(
        {
          route: DEEP_ANALYZE_ROUTE,
          model: configuredModel(deps.config.ai),
          userId: user.id,
          courseId,
          query: "full report",
          durationMs: performance.now() - started,
          error: error instanceof Error ? error.message : String(error),
        },
        log,
      );
      throw error;
    }
  }

  async function generateLogged(
    courseId: number,
    user: UserRow,
    now: Date,
    started: number,
    log?: FastifyBaseLogger,
  ) {
    const facts = await loadCourseFacts(db, courseId, now);
    const fallback = buildDeepReport(facts);
    const outcome = await deps.ai.provider.write(reportTask(facts, fallback));
    // The confidence is the score's own figure, never the model's.
    const report: DeepReport = { ...outcome.value, confidence: fallback.confidence };
    const engine = engineOf(outcome);
    const [stored] = await db
      .insert(aiReports)
      .values({ courseId, report, engine, createdAt: now })
      .onConflictDoUpdate({ target: aiReports.courseId, set: { report, engine, createdAt: now } })
      .returning({ createdAt: aiReports.createdAt });
    await deps.ai.usageLog.record(
      {
        route: DEEP_ANALYZE_ROUTE,
        userId: user.id,
        courseId,
        creatorName: facts.creator.name,
        query: `full report: ${facts.title}`,
        ...usageOf(outcome, started),
      },
      log,
    );
    return { report, engine, createdAt: stored?.createdAt ?? now };
  }

  function sharedGeneration(courseId: number, user: UserRow, now: Date, log?: FastifyBaseLogger) {
    const running = generations.get(courseId);
    if (running) return running;
    const run = generate(courseId, user, now, log).finally(() => generations.delete(courseId));
    generations.set(courseId, run);
    return run;
  }

  /** The answer for a claimed key: the cached report (free) or a new one (one weekly report). */
  async function produce(input: DeepAnalyzeInput): Promise<DeepAnalysis> {
    const { user, body, now } = input;
    const subject = userSubject(user.id);
    const quota = planQuotas(toPlanSubject(user), now).fullReportsPerWeek;
    if (!body.force) {
      const cached = await cachedReport(body.courseId);
      if (cached) {
        return {
          report: cached.report,
          cached: true,
          cachedAt: cached.createdAt.toISOString(),
          usedThisWeek: await deps.ai.quota.used(subject, "report", now),
          quota,
          engine: cached.engine,
          courseId: body.courseId,
        };
      }
    }
    const grant = await deps.ai.quota.take(subject, "report", quota, now);
    if (!grant.granted) {
      throw new TooManyRequestsError(AI_MESSAGES.reportsUsedUp, secondsUntil(grant.resetAt, now));
    }
    let fresh: StoredReport;
    try {
      fresh = await sharedGeneration(body.courseId, user, now, input.log);
    } catch (error) {
      await deps.ai.quota.giveBack(subject, "report", grant.periodStart);
      throw error;
    }
    return {
      report: fresh.report,
      cached: false,
      cachedAt: fresh.createdAt.toISOString(),
      usedThisWeek: grant.used,
      quota,
      engine: fresh.engine,
      courseId: body.courseId,
    };
  }

  const keyOf = (input: DeepAnalyzeInput) =>
    and(eq(aiReportRequests.userId, input.user.id), eq(aiReportRequests.requestKey, input.body.requestKey));

  /** Runs `produce` for a key this request holds, storing the answer or releasing the key. */
  async function own(input: DeepAnalyzeInput): Promise<DeepAnalysis> {
    try {
      const response = await produce(input);
      await db.update(aiReportRequests).set({ response }).where(keyOf(input));
      return response;
    } catch (error) {
      await db
        .delete(aiReportRequests)
        .where(and(keyOf(input), sql`${aiReportRequests.response} = 'null'::jsonb`));
      throw error;
    }
  }

  async function handle(input: DeepAnalyzeInput): Promise<DeepAnalysis> {
    const { user, body } = input;
    const deadline = Date.now() + waitMs;
    let courseChecked = false;
    for (;;) {
      const [existing] = await db
        .select({
          courseId: aiReportRequests.courseId,
          response: aiReportRequests.response,
          createdAt: aiReportRequests.createdAt,
        })
        .from(aiReportRequests)
        .where(keyOf(input));
      if (existing && existing.courseId !== body.courseId) throw new ConflictError(KEY_REUSED);
      if (existing && existing.response !== null) {
        const stored = DeepAnalyzeResponse.safeParse(existing.response);
        if (stored.success) return stored.data;
      }
      if (!existing) {
        if (!courseChecked) {
          if (!(await courseExists(db, body.courseId))) throw new NotFoundError(COURSE_NOT_FOUND);
          courseChecked = true;
        }
        // JSON null marks the key as claimed and its answer not yet written.
        const claimed = await db
          .insert(aiReportRequests)
          .values({
            userId: user.id,
            requestKey: body.requestKey,
            courseId: body.courseId,
            response: sql`'null'::jsonb`,
          })
          .onConflictDoNothing()
          .returning({ userId: aiReportRequests.userId });
        if (claimed.length > 0) return own(input);
        continue;
      }
      if (Date.now() - existing.createdAt.getTime() > staleMs) {
        // The request that claimed the key died before answering; this one takes it over.
        const taken = await db
          .update(aiReportRequests)
          .set({ createdAt: new Date() })
          .where(
            and(
              keyOf(input),
              sql`${aiReportRequests.response} = 'null'::jsonb`,
              lt(aiReportRequests.createdAt, new Date(Date.now() - staleMs)),
            ),
          )
          .returning({ userId: aiReportRequests.userId });
        if (taken.length > 0) return own(input);
        continue;
      }
      if (Date.now() > deadline) throw new ConflictError(STILL_RUNNING);
      await sleep(POLL_MS);
    }
  }

  return {
    analyze(input) {
      const key = `${input.user.id} ${input.body.requestKey} ${input.body.courseId}`;
      const running = requests.get(key);
      if (running) return running;
      const run = handle(input).finally(() => requests.delete(key));
      requests.set(key, run);
      return run;
    },
  };
}
