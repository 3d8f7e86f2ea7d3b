// Test factories for the catalogue (STYLE.md: factories create missing parents). Every name carries
// a made-up word and a counter, so a test finds its own rows among the demo catalogue by searching
// for them, and never depends on the demo data's exact content.
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TrustBreakdown } from "../../shared/contracts/catalog";
import { buildTrustBreakdown } from "../../shared/domain/trust-score";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { categories } from "../db/schema/categories";
import { courses } from "../db/schema/courses";
import { creators } from "../db/schema/creators";
import { reviews } from "../db/schema/reviews";

/** Inserts one row and answers it as stored (defaults and generated columns filled in). */
async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T["$inferSelect"];
}

/**
 * A trust breakdown as the scorer stores it, from the points of the four factors (credibility,
 * transparency, outcome, red flags; each with a "Fixture …" signal) and a confidence, dated 2030-01-01.
 */
export function fixtureBreakdown(
  points: [number, number, number, number],
  confidence: number,
): TrustBreakdown {
  const [credibility, transparency, outcome, redFlags] = points;
  return buildTrustBreakdown(
    [
      { factor: "credibility", signal: "Fixture credibility", points: credibility },
      { factor: "transparency", signal: "Fixture transparency", points: transparency },
      { factor: "outcome", signal: "Fixture outcome", points: outcome },
      { factor: "redFlags", signal: "Fixture red flags", points: redFlags },
    ],
    confidence,
    new Date("2030-01-01T00:00:00Z"),
  );
}

type CourseRow = typeof courses.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

let counter = 0;
/** A token no other fixture in this process has used ("zq" + pid + counter, letters only). */
export function uniqueToken(prefix = "zq"): string {
  counter += 1;
  const letters = (n: number) =>
    n
      .toString(26)
      .split("")
      .map((d) => String.fromCharCode(97 + Number.parseInt(d, 26)))
      .join("");
  return `${prefix}${letters(process.pid)}${letters(counter)}`;
}

/**
 * A factory of rows of `table` that need no parent: its defaults, made from a fresh token (`prefix`
 * and a counter), under the test's overrides.
 */
function rowFactory<T extends PgTable>(
  table: T,
  prefix: string,
  defaults: (token: string) => T["$inferInsert"],
) {
  return (db: Db, overrides: Partial<T["$inferInsert"]> = {}): Promise<T["$inferSelect"]> =>
    insertOne(db, table, { ...defaults(uniqueToken(prefix)), ...overrides });
}

export const createCreator = rowFactory<typeof creators>(creators, "creator", (token) => ({
  slug: token,
  name: `Fixture Creator ${token}`,
  bio: "A fictional creator made by a test.",
  verificationStatus: "unverified",
}));

export async function categoryIdBySlug(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug} (is the database seeded?)`);
  return row.id;
}

/** A course; its creator is created unless creatorId is given; category by slug (default affiliate-marketing). */
export async function createCourse(
  db: Db,
  overrides: Partial<typeof courses.$inferInsert> & { categorySlug?: string } = {},
): Promise<CourseRow> {
  const { categorySlug = "affiliate-marketing", ...values } = overrides;
  const creatorId = values.creatorId ?? (await createCreator(db)).id;
  const categoryId = values.categoryId ?? (await categoryIdBySlug(db, categorySlug));
  const token = uniqueToken("course");
  return insertOne(db, courses, {
    title: `Fixture Course ${token}`,
    description: `A fictional course made by a test (${token}).`,
    priceCents: 19_900,
    originalUrl: `https://example.test/${token}`,
    ...values,
    creatorId,
    categoryId,
  });
}

/**
 * A course of a new creator already marked suspicious, selling with `salesCopy` and the income claim
 * "$10,000 a month": the makings of a low score.
 */
export async function createClaimingCourse(
  db: Db,
  salesCopy: string,
  overrides: Parameters<typeof createCourse>[1] = {},
): Promise<{ creator: typeof creators.$inferSelect; course: CourseRow }> {
  const creator = await createCreator(db, { verificationStatus: "suspicious" });
  const course = await createCourse(db, {
    creatorId: creator.id,
    salesCopy,
    incomeClaims: "$10,000 a month",
    ...overrides,
  });
  return { creator, course };
}

export const createMember = rowFactory<typeof users>(users, "member", (token) => ({
  email: `${token}@example.test`,
  firstName: "Fixture",
  lastName: "Member",
}));

/**
 * A review row written directly (no moderation side effects: the course's rating columns are not
 * recomputed). Course and member are created unless given.
 */
export async function createReview(
  db: Db,
  overrides: Partial<typeof reviews.$inferInsert> = {},
): Promise<ReviewRow> {
  const courseId = overrides.courseId ?? (await createCourse(db)).id;
  const userId = overrides.userId ?? (await createMember(db)).id;
  return insertOne(db, reviews, {
    rating: 4,
    text: "A fixture review that is comfortably longer than thirty characters.",
    ...overrides,
    courseId,
    userId,
  });
}

/** A category of its own (slug and name unique), so a test can list exactly its own courses. */
export const createCategory = rowFactory<typeof categories>(categories, "cat", (token) => ({
  slug: token,
  name: `Fixture Category ${token}`,
  sortOrder: 1000 + counter,
}));
