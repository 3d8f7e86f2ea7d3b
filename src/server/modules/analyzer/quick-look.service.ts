// The course card's AI Quick Look: a short answer citing the strongest findings and the trust
// score, paid for with one "look" (a guest's per-browser allowance or the member's monthly quota).

import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { AI_MESSAGES, type QuickLook } from "../../../shared/contracts/ai";
import type { RedFlagFinding } from "../../../shared/contracts/analysis";
import { aiLookQuota, GUEST_AI_LOOKS, GUEST_LOOKS_PER_ADDRESS } from "../../../shared/domain/plans";
import { configuredModel, type ProseTask } from "../../analysis/providers/provider";
import { NotFoundError, TooManyRequestsError, UnauthorizedError } from "../../lib/errors";
import { toPlanSubject, type UserRow } from "../auth/users";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { guestSubject, type QuotaGrant, userSubject } from "./ai-quota.service";
import { usageOf } from "./ai-usage-log.service";
import type { AnalyzerEngineDeps } from "./analyzer-deps";
import {
  type CourseFacts,
  courseExists,
  courseVerdict,
  loadCourseFacts,
  strongestFindings,
} from "./course-facts";

export const ANALYZE_COURSE_ROUTE = "/api/ai/analyze-course";
export const QUICK_LOOK_CITATIONS = 3;
export const QUICK_LOOK_MAX_LENGTH = 700;

/** Who is asking: a member, or a guest browser identified by its visitor cookie (and its address). */
export type AiCaller =
  | { kind: "member"; user: UserRow }
  | { kind: "guest"; visitorId: string; address: string };

// Shared, so the analyze-course contract can state it.
export { GUEST_LOOKS_PER_ADDRESS };
export const addressSubject = (address: string) => `address:${address}`;

export function callerSubject(caller: AiCaller): string {
  return caller.kind === "member" ? userSubject(caller.user.id) : guestSubject(caller.visitorId);
}

export function lookQuota(caller: AiCaller, now: Date): number {
  return caller.kind === "member" ? aiLookQuota(toPlanSubject(caller.user), now) : GUEST_AI_LOOKS;
}

export const secondsUntil = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** The refusal for a look not granted: guests are asked to sign in, members to upgrade. */
export function lookRefusal(caller: AiCaller, grant: QuotaGrant, now: Date): Error {
  if (caller.kind === "guest") return new UnauthorizedError(AI_MESSAGES.guestLimit);
  return new TooManyRequestsError(AI_MESSAGES.memberLimit, secondsUntil(grant.resetAt, now));
}

const quote = (phrase: string) => `“${phrase.replace(/\s+/g, " ").trim()}”`;

/** The built-in answer: score and band, the strongest red flags with their phrases, one positive. */
export function quickLookText(facts: CourseFacts, citations: readonly RedFlagFinding[]): string {
  const { trust } = facts;
  const scoreWord = facts.trustStored ? "Trust score" : "Provisional trust score";
  const parts = [`${scoreWord} ${trust.score}/100 (${trust.bandLabel}).`];
  if (citations.length === 0) {
    parts.push("No red flags found in its title, description or sales copy.");
  } else {
    const total = courseVerdict(facts).redFlagCount;
    const cited = citations.map((f) => `${f.label} (${f.severity}): ${quote(f.phrase)}`).join("; ");
    parts.push(
      total > citations.length
        ? `Strongest of ${total} red flags: ${cited}.`
        : `Red flag${citations.length === 1 ? "" : "s"}: ${cited}.`,
    );
  }
  const positive = facts.detection.positives[0];
  if (positive) parts.push(`In its favour: ${positive.label.toLowerCase()}.`);
  if (trust.confidence < 40)
    parts.push(`Confidence is low (${trust.confidence}%): little evidence on record.`);
  let text = parts.join(" ");
  if (text.length > QUICK_LOOK_MAX_LENGTH) text = `${text.slice(0, QUICK_LOOK_MAX_LENGTH - 1).trimEnd()}…`;
  return text;
}

const QuickLookProse = z.object({ answer: z.string().trim().min(1).max(QUICK_LOOK_MAX_LENGTH) });

function quickLookTask(
  facts: CourseFacts,
  citations: readonly RedFlagFinding[],
): ProseTask<{ answer: string }> {
  return {
    name: "quick-look",
    instructions:
      "You help a consumer judge an online business course before buying it. Write 2-3 plain " +
      `sentences (at most ${QUICK_LOOK_MAX_LENGTH} characters) in the field "answer": state the trust ` +
      "score out of 100 and its band, then cite the red flags given, quoting their exact phrases, " +
      "strongest first. Mention a positive signal if one is given. Do not add advice beyond the facts.",
    facts: {
      course: facts.title,
      creator: facts.creator.name,
      trustScore: facts.trust.score,
      band: facts.trust.bandLabel,
      confidencePercent: facts.trust.confidence,
      provisional: !facts.trustStored,
      redFlagsFound: courseVerdict(facts).redFlagCount,
      strongestRedFlags: citations.map((f) => ({
        label: f.label,
        severity: f.severity,
        phrase: f.phrase,
        explanation: f.explanation,
      })),
      positiveSignals: facts.detection.positives.map((p) => ({ label: p.label, phrase: p.phrase })),
    },
    schema: QuickLookProse,
    fallback: { answer: quickLookText(facts, citations) },
  };
}

export interface QuickLookInput {
  courseId: number;
  caller: AiCaller;
  now: Date;
  log?: FastifyBaseLogger;
}

async function runQuickLook(deps: AnalyzerEngineDeps, input: QuickLookInput): Promise<QuickLook> {
  const { courseId, caller, now } = input;
  if (!(await courseExists(deps.db, courseId))) throw new NotFoundError(COURSE_NOT_FOUND);

  const subject = callerSubject(caller);
  if (caller.kind === "guest") {
    const byAddress = await deps.ai.quota.take(
      addressSubject(caller.address),
      "look",
      GUEST_LOOKS_PER_ADDRESS,
      now,
    );
    if (!byAddress.granted) throw lookRefusal(caller, byAddress, now);
  }
  const grant = await deps.ai.quota.take(subject, "look", lookQuota(caller, now), now);
  if (!grant.granted) {
    // The browser's own allowance is spent: the address's unit goes back.
    if (caller.kind === "guest")
      await deps.ai.quota.giveBack(addressSubject(caller.address), "look", grant.periodStart);
    throw lookRefusal(caller, grant, now);
  }

  const started = performance.now();
  let facts: CourseFacts;
  try {
    facts = await loadCourseFacts(deps.db, courseId, now);
  } catch (error) {
    // Nothing was answered (the course vanished mid-request): the look is not spent.
    await deps.ai.usageLog.record(
      {
        route: ANALYZE_COURSE_ROUTE,
        model: configuredModel(deps.config.ai),
        userId: caller.kind === "member" ? caller.user.id : null,
        courseId,
        query: "quick look",
        durationMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      },
      input.log,
    );
    await deps.ai.quota.giveBack(subject, "look", grant.periodStart);
    if (caller.kind === "guest")
      await deps.ai.quota.giveBack(addressSubject(caller.address), "look", grant.periodStart);
    throw error;
  }
  const citations = strongestFindings(facts.detection.redFlags, QUICK_LOOK_CITATIONS);
  const outcome = await deps.ai.provider.write(quickLookTask(facts, citations));
  await deps.ai.usageLog.record(
    {
      route: ANALYZE_COURSE_ROUTE,
      userId: caller.kind === "member" ? caller.user.id : null,
      courseId,
      creatorName: facts.creator.name,
      query: `quick look: ${facts.title}`,
      ...usageOf(outcome, started),
    },
    input.log,
  );
  const verdict = courseVerdict(facts);
  return {
    answer: outcome.value.answer,
    courseId,
    trustScore: facts.trust.score,
    riskLevel: verdict.riskLevel,
    citations,
    verdict,
    used: grant.used,
    quota: grant.quota,
  };
}

export interface QuickLookService {
  look(input: QuickLookInput): Promise<QuickLook>;
}

/** The AI quick look of a catalogue course (quota, cache-free prose, usage log). */
export function createQuickLookService(deps: AnalyzerEngineDeps): QuickLookService {
  return { look: (input) => runQuickLook(deps, input) };
}
