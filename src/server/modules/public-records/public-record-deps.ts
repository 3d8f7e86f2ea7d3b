// What every use case of public records shares: its dependencies, the clock, and a creator as the
// records' pages name it. A use case is a function of these (deps first), so it can be called and
// tested without HTTP; public-records.service.ts binds them for the routes and the feed job.
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { creators } from "../../db/schema/creators";

export interface PublicRecordServiceDeps {
  db: Db;
  /** After a commit that rescored courses (the catalogue's caches). */
  catalogueChanged?: (rescored: number) => void;
  now?: () => Date;
}

/** The moment a use case writes at. */
export function nowOf(deps: PublicRecordServiceDeps): Date {
  return deps.now ? deps.now() : new Date();
}

/** The creator `where` finds, as the records' pages and the links name it, or null. */
export async function creatorBy(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ id: creators.id, slug: creators.slug, name: creators.name, website: creators.websiteUrl })
    .from(creators)
    .where(where);
  return row ?? null;
}
