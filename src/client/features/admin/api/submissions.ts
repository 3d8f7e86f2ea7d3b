// Admin: the course submissions queue (pending first, 25 a page) and the three decisions. A
// decision puts the answer in place and asks the queue and the catalogue again (an accepted course
// is published, perhaps attached to a known creator and with the facts corrected; a merged or
// rejected one archived). Merging finds its target course with the catalogue's own search.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import type { AdminSubmissionQuery, FactCorrections } from "../../../../shared/contracts/submissions";
import { submissionRoutes } from "../../../../shared/contracts/submissions.routes";
import { listCoursePage } from "../../../lib/api/courses";
import { submissionsApi } from "../../../lib/api/submissions";
import { adminListOptions, useAdminChange } from "./admin-list";

export const ADMIN_SUBMISSIONS_KEY = [submissionRoutes.adminList.path] as const;

/** The answers a decision form shows itself: not failures to log. */
const DECISION_STATUSES = [400, 404, 409] as const;

export function adminSubmissionsQueryOptions(query: AdminSubmissionQuery) {
  return adminListOptions([...ADMIN_SUBMISSIONS_KEY, query], ({ signal }) =>
    submissionsApi.adminList({ query, signal }),
  );
}

export function useAdminSubmissions(query: AdminSubmissionQuery) {
  return useQuery(adminSubmissionsQueryOptions(query));
}

/** Courses a merge may go into, as the catalogue search finds them. */
export const MERGE_CANDIDATES = 8;

export function mergeCandidatesQueryOptions(q: string) {
  return queryOptions({
    queryKey: [courseRoutes.list.path, "merge-candidates", q],
    queryFn: ({ signal }) => listCoursePage({ query: { q, pageSize: MERGE_CANDIDATES }, signal }),
    enabled: q.length >= 2,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMergeCandidates(q: string) {
  return useQuery(mergeCandidatesQueryOptions(q));
}

export type Decision =
  /**
   * creatorId: attach the course to that known creator (one the admin confirmed); facts: the
   * admin's corrections of what was read from the page.
   */
  | { kind: "accept"; creatorId?: number; facts?: FactCorrections }
  | { kind: "merge"; intoCourseId: number }
  | { kind: "reject"; reason: string };

function decide(id: number, decision: Decision) {
  const options = { params: { id }, expectedStatuses: DECISION_STATUSES };
  if (decision.kind === "accept") {
    const body = {
      ...(decision.creatorId === undefined ? {} : { creatorId: decision.creatorId }),
      ...(decision.facts === undefined ? {} : { facts: decision.facts }),
    };
    return submissionsApi.accept({ ...options, body });
  }
  if (decision.kind === "merge")
    return submissionsApi.merge({ ...options, body: { intoCourseId: decision.intoCourseId } });
  return submissionsApi.reject({ ...options, body: { reason: decision.reason } });
}

export function useDecideSubmission(id: number) {
  return useAdminChange((decision: Decision) => decide(id, decision), {
    lists: [ADMIN_SUBMISSIONS_KEY],
    courses: true,
  });
}
