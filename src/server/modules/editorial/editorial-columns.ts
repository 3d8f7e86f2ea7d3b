// The columns of the editorial desk: what an editor's body sets on a course or a creator, read
// back as the desk locks and compares them, and what the audit keeps of them. A course's money
// fields are merged with the course's own and checked together (courseMoneyProblems).
import { eq, sql } from "drizzle-orm";
import {
  type CourseCreateBody,
  type CreatorCreateBody,
  courseMoneyProblems,
  EDITORIAL_MESSAGES,
} from "../../../shared/contracts/editorial";
import { DEFAULT_CURRENCY, fromMinor, toMinor } from "../../../shared/domain/money";
import type { Executor } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { BadRequestError } from "../../lib/errors";
import { keyOrRaw } from "../submissions/canonical-urls";
import { type FactColumns, priceFactColumns } from "../submissions/submission-facts";
import type { Changes } from "./audit";

/** The course columns an editor sets, named as the body names them. */
export interface CourseColumns extends FactColumns {
  description: string;
  creatorId: number;
  categoryId: number;
  originalUrl: string;
  /** The address key of originalUrl, set with it (a trigger clears it otherwise). */
  canonicalUrl: string;
  affiliateUrl: string | null;
  level: (typeof courses.level.enumValues)[number];
  durationHours: number;
  studentCount: number;
  salesCopy: string;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  redFlags: string[];
}

const courseColumnSelection = {
  title: courses.title,
  description: courses.description,
  creatorId: courses.creatorId,
  categoryId: courses.categoryId,
  ...priceFactColumns,
  originalUrl: courses.originalUrl,
  affiliateUrl: courses.affiliateUrl,
  level: courses.level,
  durationHours: courses.durationHours,
  studentCount: courses.studentCount,
  salesCopy: courses.salesCopy,
  incomeClaims: courses.incomeClaims,
  actualStudentOutcomes: courses.actualStudentOutcomes,
  redFlags: courses.redFlags,
};

export const creatorColumnSelection = {
  name: creators.name,
  bio: creators.bio,
  background: creators.background,
  websiteUrl: creators.websiteUrl,
  avatarUrl: creators.avatarUrl,
  youtubeUrl: creators.youtubeUrl,
  instagramUrl: creators.instagramUrl,
  xUrl: creators.xUrl,
  specialties: creators.specialties,
  socialMediaPlatform: creators.socialMediaPlatform,
  followerCount: creators.followerCount,
};
/** What a change compares with or checks: the editable columns and the status ones. */
export const courseLockSelection = {
  ...courseColumnSelection,
  editorialStatus: courses.editorialStatus,
  isVerified: courses.isVerified,
  verifiedSource: courses.verifiedSource,
  verificationNotes: courses.verificationNotes,
  verificationEvidence: courses.verificationEvidence,
};
export const creatorLockSelection = {
  ...creatorColumnSelection,
  verificationStatus: creators.verificationStatus,
  editorialStatus: creators.editorialStatus,
};
export type CreatorColumns = Pick<typeof creators.$inferSelect, keyof typeof creatorColumnSelection>;

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function creatorColumns(body: Partial<CreatorCreateBody>): Partial<CreatorColumns> {
  return defined({
    name: body.name,
    bio: body.bio,
    background: body.background,
    websiteUrl: body.website,
    avatarUrl: body.avatarUrl,
    youtubeUrl: body.youtube,
    instagramUrl: body.instagram,
    xUrl: body.x,
    specialties: body.specialties,
    socialMediaPlatform: body.socialMediaPlatform,
    followerCount: body.followerCount,
  });
}

export const courseCount = sql<number>`(select count(*)::int from courses c where c.creator_id = "creators"."id")`;

/** An integer column holds at most this (PostgreSQL integer). */
const MAX_MINOR_UNITS = 2_000_000_000;

/** The money columns of a course being edited. */
type CourseMoneyRow = Pick<
  typeof courses.$inferSelect,
  | "priceCents"
  | "currency"
  | "billing"
  | "installmentCount"
  | "anchorPriceCents"
  | "refundDays"
  | "refundKind"
>;

/**
 * The money fields as they will stand: the body's, else the course's. Billing set to something
 * other than instalments clears the number of payments; a refund kind of "none" clears its days.
 */
function mergedMoney(body: Partial<CourseCreateBody>, current?: CourseMoneyRow) {
  const currency = body.currency ?? current?.currency ?? DEFAULT_CURRENCY;
  const was = (minor: number | null | undefined) =>
    minor === null || minor === undefined || current === undefined
      ? null
      : fromMinor(minor, current.currency);
  const billing = body.billing ?? current?.billing ?? "one-time";
  const refundKind = body.refundKind !== undefined ? body.refundKind : (current?.refundKind ?? null);
  return {
    price: body.price ?? was(current?.priceCents) ?? 0,
    currency,
    billing,
    installmentCount:
      body.installmentCount !== undefined
        ? body.installmentCount
        : billing === "installments"
          ? (current?.installmentCount ?? null)
          : null,
    anchorPrice: body.anchorPrice !== undefined ? body.anchorPrice : was(current?.anchorPriceCents),
    refundDays:
      body.refundDays !== undefined
        ? body.refundDays
        : refundKind === "none"
          ? null
          : (current?.refundDays ?? null),
    refundKind,
  };
}

/** What the audit keeps of a course's values: the facts named, not copied; the address key left out. */
export function auditedValues(values: Partial<CourseColumns>): object {
  const { facts, canonicalUrl: _key, ...rest } = values;
  return facts === undefined ? rest : { ...rest, facts: facts === null ? null : "read from the sales page" };
}

/** The same for an edit's changes. */
export function auditedChanges(changes: Changes): Changes {
  const { facts, canonicalUrl: _key, ...rest } = changes;
  if (!facts) return rest;
  const said = (value: unknown) =>
    value === null || value === undefined ? null : "read from the sales page";
  return { ...rest, facts: { from: said(facts.from), to: said(facts.to) } };
}

async function categoryIdOf(executor: Executor, slug: string): Promise<number> {
  const [row] = await executor
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!row) throw new BadRequestError(EDITORIAL_MESSAGES.unknownCategory);
  return row.id;
}

async function assertCreator(executor: Executor, id: number): Promise<void> {
  const [row] = await executor.select({ id: creators.id }).from(creators).where(eq(creators.id, id));
  if (!row) throw new BadRequestError(EDITORIAL_MESSAGES.unknownCreator);
}

/**
 * The course columns a body sets. `current` is the course being edited: an amount given without a
 * currency is in the course's, and a currency given without an amount keeps the amount (re-read in
 * the new currency's minor units). The money fields must agree once merged (courseMoneyProblems).
 */
export async function courseColumns(
  executor: Executor,
  body: Partial<CourseCreateBody>,
  current?: CourseMoneyRow,
): Promise<Partial<CourseColumns>> {
  if (body.creatorId !== undefined) await assertCreator(executor, body.creatorId);
  const money = mergedMoney(body, current);
  const problem = courseMoneyProblems(money)[0];
  if (problem) throw new BadRequestError(problem.message);
  const currencyChanged = current !== undefined && money.currency !== current.currency;
  const minor = (amount: number) => {
    const value = toMinor(amount, money.currency);
    if (value > MAX_MINOR_UNITS) throw new BadRequestError(EDITORIAL_MESSAGES.tooLarge);
    return value;
  };
  return defined({
    title: body.title,
    description: body.description,
    creatorId: body.creatorId,
    categoryId: body.categorySlug === undefined ? undefined : await categoryIdOf(executor, body.categorySlug),
    priceCents: body.price !== undefined || currencyChanged ? minor(money.price) : undefined,
    currency: body.currency,
    billing: body.billing,
    installmentCount:
      body.installmentCount !== undefined || body.billing !== undefined ? money.installmentCount : undefined,
    anchorPriceCents:
      body.anchorPrice !== undefined || (currencyChanged && money.anchorPrice !== null)
        ? money.anchorPrice === null
          ? null
          : minor(money.anchorPrice)
        : undefined,
    refundDays: body.refundDays !== undefined || body.refundKind !== undefined ? money.refundDays : undefined,
    refundKind: body.refundKind,
    recurring: body.recurring,
    facts: body.facts,
    originalUrl: body.url,
    canonicalUrl: body.url === undefined ? undefined : keyOrRaw(body.url),
    affiliateUrl: body.affiliateUrl,
    level: body.level,
    durationHours: body.duration,
    studentCount: body.studentCount,
    salesCopy: body.salesCopy,
    incomeClaims: body.incomeClaims,
    actualStudentOutcomes: body.actualStudentOutcomes,
    redFlags: body.redFlags,
  });
}
