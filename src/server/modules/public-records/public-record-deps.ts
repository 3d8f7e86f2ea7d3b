// What every use case of public records shares: its dependencies, the clock, and a creator as the
// records' pages name it. A use case is a function of these (deps first), so it can be called and
// tested without HTTP; public-records.service.ts binds them for the routes and the feed job.
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { creators } from "../../db/schema/creators";
import { createDomainEvents, type DomainEvents } from "../../lib/domain-events";

export interface PublicRecordServiceDeps {
  db: Db;
  /**
   * Linking and unlinking emit CATALOGUE_CHANGED in these when they rescored courses (the caches are
   * cleared after the commit); without them, nothing handles the event (a tool or test with no caches).
   */
  events?: DomainEvents;
  now?: () => Date;
}

const NO_HANDLERS = createDomainEvents();

/** The events a use case emits in: the app's, or none handled. */
export function eventsOf(deps: PublicRecordServiceDeps): DomainEvents {
  return deps.events ?? NO_HANDLERS;
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
