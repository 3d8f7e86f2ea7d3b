// The large synthetic catalogue for benchmarks (`npm run db:seed -- --courses N`): on top of the demo
// catalogue, synthetic courses drawn from the same vocabularies (so search has realistic
// selectivity) and one synthetic creator per 40 courses, inserted 1,000 rows at a time. Synthetic
// courses carry short sales copy, their price history and a trust score; no reviews or sightings.
import { sql } from "drizzle-orm";
import { CATEGORY_SLUGS } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { creators as creatorsTable } from "../../db/schema/creators";
import { bulkInsert, INSERT_BATCH } from "./bulk-insert";
import { finishCourse } from "./generate";
import { generateCourse } from "./generate-courses";
import { creatorStatuses, generateCreator } from "./generate-creators";
import { slugify } from "./helpers";
import { categoryIds, courseCount, courseRow, creatorRow } from "./insert";
import { Rng } from "./prng";
import type { CreatorSeed } from "./types";
import type { CategorySlug } from "./vocabulary/categories";
import { FIRST_NAMES, SURNAMES } from "./vocabulary/people";

export const SYNTHETIC_SEED = 7_301_977;
export const COURSES_PER_SYNTHETIC_CREATOR = 40;

export interface LargeSeedProgress {
  /** Courses in the table now, and the target. */
  courses: number;
  target: number;
  elapsedMs: number;
}

export interface LargeSeedReport {
  coursesBefore: number;
  courses: number;
  creators: number;
  priceHistory: number;
  /** Insert time, and the VACUUM ANALYZE after it. */
  insertMs: number;
  vacuumMs: number;
}

/** The i-th synthetic creator's name: a first name, an initial and an invented surname (52,000 distinct). */
export function syntheticCreatorName(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const surname = SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length];
  const initial = String.fromCharCode(65 + (Math.floor(i / (FIRST_NAMES.length * SURNAMES.length)) % 26));
  return `${first} ${initial}. ${surname}`;
}

/** `count` synthetic creators, numbered from `first` (a later run continues after an earlier one). */
export function syntheticCreators(rng: Rng, count: number, anchor: Date, first = 0): CreatorSeed[] {
  const statuses = creatorStatuses(count, rng.fork("statuses"));
  return statuses.map((status, n) => {
    const i = first + n;
    const name = syntheticCreatorName(i);
    const category = CATEGORY_SLUGS[i % CATEGORY_SLUGS.length] as CategorySlug;
    // "-s<i>" keeps synthetic slugs apart from the demo creators' slugs.
    return generateCreator(rng, status, category, { name, slug: `${slugify(name)}-s${i + 1}` }, anchor);
  });
}

/** How many synthetic creators and courses are stored already (slugs and URLs ending in "-s<n>"). */
async function syntheticCounts(db: Db): Promise<{ creators: number; courses: number }> {
  const { rows } = (await db.execute(sql`
    select (select count(*)::int from creators where slug ~ '-s[0-9]+$') as creators,
           (select count(*)::int from courses where original_url ~ '-s[0-9]+$') as courses`)) as unknown as {
    rows: { creators: number; courses: number }[];
  };
  return rows[0] ?? { creators: 0, courses: 0 };
}

/**
 * Fills the catalogue up to `target` courses in total. The demo catalogue must already be seeded
 * (it is the first part of the total). Each batch is its own statement, outside a transaction, so
 * a long run shows progress and a crash keeps what was written.
 */
export async function seedLargeCatalogue(
  db: Db,
  options: {
    target: number;
    anchor: Date;
    seed?: number;
    onProgress?: (progress: LargeSeedProgress) => void;
    now?: () => number;
  },
): Promise<LargeSeedReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const coursesBefore = await courseCount(db);
  const missing = Math.max(0, options.target - coursesBefore);
  const report: LargeSeedReport = {
    coursesBefore,
    courses: 0,
    creators: 0,
    priceHistory: 0,
    insertMs: 0,
    vacuumMs: 0,
  };
  if (missing === 0) return report;

  // Growing a catalogue an earlier run filled (100k, then 1M) numbers on after what is there, so
  // no creator or course key is taken twice; every synthetic creator slug and course URL ends in "-s<n>".
  const before = await syntheticCounts(db);
  // A different stream per starting point, so a second run does not repeat the first one's courses.
  const rng = new Rng((options.seed ?? SYNTHETIC_SEED) + before.courses);
  const categoryId = await categoryIds(db);
  const creators = syntheticCreators(
    rng.fork("creators"),
    Math.ceil(missing / COURSES_PER_SYNTHETIC_CREATOR),
    options.anchor,
    before.creators,
  );
  const insertedCreators = await bulkInsert(db, creatorsTable, creators.map(creatorRow), {
    returning: ["id", "slug"],
  });
  const creatorId = new Map(insertedCreators.map((r) => [r.slug, Number(r.id)]));
  report.creators = insertedCreators.length;

  const courseRng = rng.fork("courses");
  for (let done = 0; done < missing; done += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, missing - done);
    const batch = Array.from({ length: size }, (_, j) => {
      const index = done + j;
      const creator = creators[index % creators.length] as CreatorSeed;
      const category = courseRng.chance(0.85) ? creator.primaryCategory : courseRng.pick(CATEGORY_SLUGS);
      const draft = generateCourse(courseRng, {
        creator,
        category,
        anchor: options.anchor,
        keySuffix: `s${before.courses + index + 1}`,
        copy: "short",
        titleVariants: true,
      });
      const course = finishCourse(draft, creator.verificationStatus, undefined, options.anchor);
      const ids = { creatorId: creatorId.get(creator.slug), categoryId: categoryId.get(category) };
      if (!ids.categoryId || !ids.creatorId)
        throw new Error(`No category ${category}: seed the database first`);
      return {
        course,
        row: courseRow(course, { creatorId: ids.creatorId, categoryId: ids.categoryId }, options.anchor),
      };
    });
    const inserted = await bulkInsert(
      db,
      courses,
      batch.map((b) => b.row),
      { returning: ["id", "originalUrl"] },
    );
    const idByUrl = new Map(inserted.map((r) => [r.originalUrl, Number(r.id)]));
    const history = batch.flatMap((b) =>
      b.course.priceHistory.map((p) => ({ courseId: idByUrl.get(b.course.originalUrl) as number, ...p })),
    );
    await bulkInsert(db, coursePriceHistory, history, { batch: history.length || 1 });
    report.courses += inserted.length;
    report.priceHistory += history.length;
    options.onProgress?.({
      courses: coursesBefore + report.courses,
      target: options.target,
      elapsedMs: now() - started,
    });
  }
  report.insertMs = now() - started;

  // Fresh planner statistics, so the first searches of a benchmark use the indexes; and the search
  // postings' visibility map set, so search reads them from the index alone (PGlite has no autovacuum).
  const vacuumStarted = now();
  await db.execute(
    sql`vacuum analyze creators, courses, course_price_history, course_search_terms, course_search_term_counts`,
  );
  report.vacuumMs = now() - vacuumStarted;
  return report;
}
