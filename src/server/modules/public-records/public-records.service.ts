// Public enforcement records (docs/public-records.md): importing files, the sources and the records
// confirmed for a creator, the admins' search, the review queue of names a feed reader was unsure
// of, and confirming (or taking back) that a record is about a creator. A confirmation is the only
// way a record attaches to a creator; it rescores the creator's courses in its transaction and emits
// RECORD_LINK_CHANGED (record-events.ts): audited on the creator and the record, and the members who
// follow the creator or one of their courses told (a notice, the watch row's latest change, e-mail).
//
// Each use case is a function of its own (deps first, public-record-deps.ts): imports in
// public-record-imports.ts, what the site shows of a creator's records in creator-records.ts, the
// search in record-search.ts, the names queue in name-reviews.ts, links in record-links.ts. This
// factory only binds them to one set of dependencies for the routes and the feed job.
import { bindAll } from "../../lib/use-case";
import {
  checkRecords,
  confirmedFor,
  matchSeller,
  recordSources,
  recordsOfCourse,
  recordsOfCreator,
} from "./creator-records";
import { decideNameReview, nameReviews, namesOf } from "./name-reviews";
import type { PublicRecordServiceDeps } from "./public-record-deps";
import { importFile, importParsed, parseRecordsFile } from "./public-record-imports";
import { linkRecord, unlinkRecord } from "./record-links";
import { searchRecords } from "./record-search";

export type { RecordsCheck } from "./creator-records";
export type { PublicRecordServiceDeps } from "./public-record-deps";
export { parseRecordsFile } from "./public-record-imports";

export function createPublicRecordService(deps: PublicRecordServiceDeps) {
  return {
    parse: parseRecordsFile,
    ...bindAll(deps, {
      importParsed,
      importFile,
      sources: recordSources,
      ofCreator: recordsOfCreator,
      ofCourse: recordsOfCourse,
      confirmedFor,
      matchSeller,
      check: checkRecords,
      search: searchRecords,
      reviews: nameReviews,
      decideReview: decideNameReview,
      link: linkRecord,
      unlink: unlinkRecord,
      namesOf,
    }),
  };
}

export type PublicRecordService = ReturnType<typeof createPublicRecordService>;
