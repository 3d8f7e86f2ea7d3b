// What every use case of public records shares: its dependencies, the clock, and a creator as the
// records' pages name it. A use case is a function of these (deps first), so it can be called and
// tested without HTTP; public-records.service.ts binds them for the routes and the feed job.
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { creators } from "../../db/schema/creators";
import type { DomainEvents } from "../../lib/domain-events";

export interface PublicRecordServiceDeps {
  db: Db;
  /**
   * The app's domain events. Linking and unlinking emit RECORD_LINK_CHANGED (the audit rows, the
   * watchers' notice) and CATALOGUE_CHANGED (the caches) in these, a decided name review
   * NAME_REVIEW_DECIDED (its audit row), and an import IMPORTED_RECORD_CHANGED for each record it
   * changed (its audit row), so they refuse to run without them; reads need none (a test of another
   * module).
   */
  events?: DomainEvents;
  now?: () => Date;
}

/** The events a decision's or an import's consequences are written by: without the app's, it would go unaudited. */
export function eventsOf(deps: PublicRecordServiceDeps): DomainEvents {
  if (!deps.events) throw new Error("a change to public records needs the app's domain events");
  return deps.events;
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
