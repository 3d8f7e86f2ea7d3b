// Helpers shared by the AI route tests: members on a given plan, findings written straight into a
// course's detector column (so tests do not depend on the detector's exact rules), and the JSON
// error check.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Detection, PositiveFinding, RedFlagFinding } from "../../../shared/contracts/analysis";
import type { Db } from "../../db/client";
import { aiQuotaUsage } from "../../db/schema/analyzer";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { expectError as expectJsonError, signUp } from "../../test/test-app";
import { userSubject, weeklyPeriodStart } from "./ai-quota.service";

/** The shared JSON error check, and nothing but `error` in the body. */
export function expectError(res: LightMyRequestResponse, status: number): string {
  const message = expectJsonError(res, status);
  expect(Object.keys(res.json() as object)).toEqual(["error"]);
  return message;
}

export type PlanChoice = "free" | "premium" | "pro" | "lifetime";

/** A new member (signed up through the API) on `plan`; returns the session cookie and user id. */
export async function memberOn(
  app: FastifyInstance,
  db: Db,
  plan: PlanChoice = "free",
): Promise<{ cookie: string; userId: string }> {
  const { cookie, email, response } = await signUp(app);
  expect(response.statusCode, response.body).toBe(201);
  if (plan !== "free") {
    await db
      .update(users)
      .set(
        plan === "lifetime"
          ? { isLifetime: true }
          : { subscriptionPlan: plan, subscriptionStatus: "active", subscriptionEndDate: null },
      )
      .where(eq(users.email, email));
  }
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: row!.id };
}

export function redFlag(
  phrase: string,
  overrides: Partial<RedFlagFinding> = {},
  field: RedFlagFinding["field"] = "salesCopy",
): RedFlagFinding {
  return {
    category: "earnings-claim",
    label: "Earnings claim",
    severity: "medium",
    field,
    phrase,
    start: 0,
    end: phrase.length,
    explanation: "A specific income promise with no typical results.",
    ...overrides,
  };
}

export function positive(phrase: string, overrides: Partial<PositiveFinding> = {}): PositiveFinding {
  return {
    category: "refund-policy",
    label: "Refund policy",
    field: "salesCopy",
    phrase,
    start: 0,
    end: phrase.length,
    explanation: "A stated refund policy.",
    ...overrides,
  };
}

export async function setFindings(db: Db, courseId: number, detection: Detection): Promise<void> {
  await db.update(courses).set({ detectorFindings: detection }).where(eq(courses.id, courseId));
}

/** How many full reports the member has used this week (0 before the first). */
export async function reportsUsedThisWeek(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: aiQuotaUsage.used })
    .from(aiQuotaUsage)
    .where(
      and(
        eq(aiQuotaUsage.subject, userSubject(userId)),
        eq(aiQuotaUsage.kind, "report"),
        eq(aiQuotaUsage.periodStart, weeklyPeriodStart(new Date())),
      ),
    );
  return row?.used ?? 0;
}
