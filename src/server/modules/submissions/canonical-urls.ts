// courses.canonical_url (the address key, courseUrlKey) is filled in here, from TypeScript, rather than
// approximated in SQL: rows start null (existing ones after the migration, new ones from the
// editorial desk or the seed, and any whose original_url changed, which a trigger resets), and
// every lookup first fills the null ones, a batch at a time through a partial index.
import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import { courseUrlKey } from "../../../shared/domain/canonical-url";
import type { Executor } from "../../db/client";
import { courses } from "../../db/schema/courses";

const BATCH = 1000;

/** The address key, or the address as stored when it is not a web address at all. */
export function keyOrRaw(url: string): string {
  try {
    return courseUrlKey(url);
  } catch {
    return url.trim();
  }
}

/** Gives every course without a canonical address one. Returns how many were filled. */
export async function fillCanonicalUrls(db: Executor): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: courses.id, url: courses.originalUrl })
      .from(courses)
      .where(isNull(courses.canonicalUrl))
      .orderBy(asc(courses.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const payload = rows.map((row) => ({ id: row.id, canonical: keyOrRaw(row.url) }));
    await db.execute(sql`
      update ${courses} set canonical_url = x.canonical
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(id int, canonical text)
      where ${courses.id} = x.id and ${courses.canonicalUrl} is null`);
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}

/**
 * The catalogue course with this address key (submissions' duplicate check, the extension's lookup):
 * one in the catalogue first, then an archived one; a verified one first, then the oldest.
 */
export async function courseIdAtKey(db: Executor, key: string): Promise<number | null> {
  await fillCanonicalUrls(db);
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.canonicalUrl, key))
    .orderBy(sql`${courses.editorialStatus} = 'archived'`, desc(courses.isVerified), asc(courses.id))
    .limit(1);
  return row?.id ?? null;
}
