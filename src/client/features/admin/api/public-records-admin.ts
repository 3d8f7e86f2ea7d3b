// Admin: public enforcement records (docs/public-records.md): the import, the search, the queue of
// names a feed reader was unsure of, and linking a record to a creator with the evidence. A change
// asks the search and the queue again.
import { useQuery } from "@tanstack/react-query";
import { creatorRoutes } from "../../../../shared/contracts/creators.routes";
import type {
  DecideNameReviewBody,
  ImportPublicRecordsBody,
  LinkPublicRecordBody,
  PublicRecordSearchQuery,
} from "../../../../shared/contracts/public-records";
import { publicRecordRoutes } from "../../../../shared/contracts/public-records.routes";
import { creatorsApi } from "../../../lib/api/creators";
import { publicRecordsApi } from "../../../lib/api/public-records";
import { adminListOptions, useAdminChange } from "./admin-list";

export const RECORD_SEARCH_KEY = [publicRecordRoutes.search.path] as const;
export const NAME_REVIEWS_KEY = [publicRecordRoutes.reviews.path] as const;

export function useRecordSearch(query: PublicRecordSearchQuery) {
  return useQuery(
    adminListOptions([...RECORD_SEARCH_KEY, query], ({ signal }) =>
      publicRecordsApi.search({ query, signal }),
    ),
  );
}

export function useNameReviews() {
  return useQuery(adminListOptions(NAME_REVIEWS_KEY, ({ signal }) => publicRecordsApi.reviews({ signal })));
}

const LISTS = [RECORD_SEARCH_KEY, NAME_REVIEWS_KEY];

/** A file refused whole answers 400 with every reason: the caller reads them from the error. */
export function importRecords(body: ImportPublicRecordsBody) {
  return publicRecordsApi.importFile({ body, expectedStatuses: [400] });
}

export function useImportRecords() {
  return useAdminChange(importRecords, { lists: LISTS });
}

export function useDecideNameReview() {
  return useAdminChange(
    ({ id, body }: { id: number; body: DecideNameReviewBody }) =>
      publicRecordsApi.decideReview({ params: { id }, body, expectedStatuses: [400, 404, 409] }),
    { lists: LISTS, after: "settled" },
  );
}

export function useLinkRecord() {
  return useAdminChange(
    ({ creatorId, body }: { creatorId: number; body: LinkPublicRecordBody }) =>
      publicRecordsApi.link({ params: { id: creatorId }, body, expectedStatuses: [400, 404, 409] }),
    { lists: LISTS, courses: true },
  );
}

/** Catalogue creators whose name is close to `search` (the directory's own search), to link one. */
export function useCreatorChoices(search: string) {
  return useQuery({
    queryKey: [creatorRoutes.list.path, { search }],
    queryFn: ({ signal }) => creatorsApi.list({ query: { search }, signal }),
    enabled: search.trim().length >= 2,
  });
}
