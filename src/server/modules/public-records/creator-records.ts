// A creator's public records as the site shows them: the records an admin confirmed for a creator
// (on the creator's and a course's page), the sources searched, and the records naming a seller or a
// name (the URL analyzer and the creator background check).
import { eq } from "drizzle-orm";
import {
  type ConfirmedPublicRecord,
  type ConfirmedRecordsResponse,
  type MatchedPublicRecord,
  PUBLIC_RECORD_MESSAGES,
  type PublicRecordSourcesResponse,
  type RecordsSearched,
} from "../../../shared/contracts/public-records";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { NotFoundError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { creatorBy, type PublicRecordServiceDeps } from "./public-record-deps";
import { confirmedRecords, type MatchInput, matchRecords, recordsSearched } from "./public-records.read";

/** What the background check adds: the records naming a name, and the sources searched. */
export interface RecordsCheck {
  publicRecords: MatchedPublicRecord[];
  recordsSearched: RecordsSearched[];
}

export async function recordSources(deps: PublicRecordServiceDeps): Promise<PublicRecordSourcesResponse> {
  return { sources: await recordsSearched(deps.db) };
}

/** The creator's confirmed records, with the creator named; null (no items) for no creator. */
async function recordsOf(
  deps: PublicRecordServiceDeps,
  creator: { id: number; slug: string; name: string } | null,
): Promise<ConfirmedRecordsResponse> {
  if (!creator) return { creator: null, items: [] };
  return {
    creator: { id: creator.id, slug: creator.slug, name: creator.name },
    items: await confirmedRecords(deps.db, creator.id),
  };
}

/** The records confirmed for the creator at `slug` (404 for none). */
export async function recordsOfCreator(
  deps: PublicRecordServiceDeps,
  slug: string,
): Promise<ConfirmedRecordsResponse> {
  const creator = await creatorBy(deps.db, eq(creators.slug, slug));
  if (!creator) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.creatorNotFound);
  return recordsOf(deps, creator);
}

/** The records confirmed for a course's creator (404 for no course). */
export async function recordsOfCourse(
  deps: PublicRecordServiceDeps,
  courseId: number,
): Promise<ConfirmedRecordsResponse> {
  const course = await findExisting(deps.db, courses, courseId, COURSE_NOT_FOUND, {
    creatorId: courses.creatorId,
  });
  return recordsOf(deps, await creatorBy(deps.db, eq(creators.id, course.creatorId)));
}

/** The records confirmed for a creator (their profile). */
export function confirmedFor(
  deps: PublicRecordServiceDeps,
  creatorId: number,
): Promise<ConfirmedPublicRecord[]> {
  return confirmedRecords(deps.db, creatorId);
}

/** Records naming a seller, for the URL analyzer's seller matching (docs/public-records.md). */
export function matchSeller(
  deps: PublicRecordServiceDeps,
  input: { sellerName: string; site?: string | null },
): Promise<MatchedPublicRecord[]> {
  return matchRecords(deps.db, { name: input.sellerName, site: input.site });
}

/**
 * The background check: records naming the name (confirmed ones for a catalogue creator first,
 * marked "confirmed"), and every source searched with its freshness.
 */
export async function checkRecords(
  deps: PublicRecordServiceDeps,
  input: MatchInput & { creatorId?: number | null },
): Promise<RecordsCheck> {
  const { db } = deps;
  const [confirmed, matched, searched] = await Promise.all([
    input.creatorId ? confirmedRecords(db, input.creatorId) : Promise.resolve([]),
    matchRecords(db, input),
    recordsSearched(db),
  ]);
  const confirmedIds = new Set(confirmed.map((r) => r.id));
  return {
    publicRecords: [
      ...confirmed.map(({ linkId: _l, evidence: _e, confirmedAt: _c, ...record }) => record),
      ...matched.filter((r) => !confirmedIds.has(r.id)),
    ],
    recordsSearched: searched.map(({ source, records, updatedAt }) => ({ source, records, updatedAt })),
  };
}
