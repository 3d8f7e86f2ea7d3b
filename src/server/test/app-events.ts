// The app's own domain-event handlers (event-handlers.ts) for a use case called alone in a test, with
// the catalogue caches replaced by `onClear`, called each time they would be cleared after a commit.
// A test that counts no clears takes createUncachedAppEvents (event-handlers.ts).
import type { Db, Tx } from "../db/client";
import { createAppEvents, createUncachedAppEvents } from "../event-handlers";
import type { DomainEvents, Emit } from "../lib/domain-events";

export function appEventsClearing(onClear: () => void): DomainEvents {
  return createAppEvents({ courses: { invalidateLists: onClear } });
}

/**
 * Runs `work` in a transaction of `db` with the app's event handlers (no catalogue caches to clear),
 * for a write that runs inside a use case's transaction, such as recording a page's snapshot.
 */
export function inAppTransaction<T>(db: Db, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  return createUncachedAppEvents().transaction(db, work);
}
