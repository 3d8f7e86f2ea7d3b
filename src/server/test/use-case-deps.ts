// What the admin desk's use cases take (EditorialDeps in editorial-desk.ts, SubmissionDeps in
// submission-deps.ts), for a test file that calls them as functions on its shared test database:
// the real course and snapshot services, a page reader that fails if reached, the app's own event
// handlers with the catalogue caches counted instead of cleared, and a clock stopped at one moment.
import { beforeAll } from "vitest";
import type { Db } from "../db/client";
import type { DomainEvents } from "../lib/domain-events";
import { type CourseService, createCourseService } from "../modules/courses/courses.service";
import type { PageReaderDeps } from "../modules/snapshots/read-page";
import { createSnapshotService, type SnapshotService } from "../modules/snapshots/snapshots.service";
import { appEventsClearing } from "./app-events";
import { NO_PAGE_READER } from "./page-reader";
import type { TestDatabase } from "./test-app";

export interface UseCaseDeps {
  db: Db;
  courses: CourseService;
  snapshots: SnapshotService;
  reader: PageReaderDeps;
  events: DomainEvents;
  now: () => Date;
}

export interface UseCaseTest {
  deps: UseCaseDeps;
  /** How many times the catalogue caches would have been cleared after a commit (set it to 0 first). */
  cleared: number;
}

/**
 * The use cases' deps on `t` (sharedTestDatabase), dated `at`. The object is filled in by a
 * `beforeAll` after the database opens, so read its fields inside hooks and tests.
 */
export function sharedUseCaseDeps(t: TestDatabase, at: Date): UseCaseTest {
  const test = { cleared: 0 } as UseCaseTest;
  beforeAll(() => {
    test.deps = {
      db: t.db,
      courses: createCourseService(t.db),
      snapshots: createSnapshotService({ db: t.db, storage: null }),
      reader: NO_PAGE_READER,
      events: appEventsClearing(() => {
        test.cleared += 1;
      }),
      now: () => at,
    };
  });
  return test;
}
