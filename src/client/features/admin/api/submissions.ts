// Admin: the course submissions queue (pending first, 25 a page) and the three decisions. A
// decision puts the answer in place and asks the queue and the catalogue again (an accepted course
// is published, perhaps attached to a known creator; a merged or rejected one archived).
import { useQuery } from "@tanstack/react-query";
import type { AdminSubmissionQuery } from "../../../../shared/contracts/submissions";
import { submissionRoutes } from "../../../../shared/contracts/submissions.routes";
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

export type Decision =
  /** creatorId: attach the course to that known creator (one the admin confirmed). */
  | { kind: "accept"; creatorId?: number }
  | { kind: "merge"; intoCourseId: number }
  | { kind: "reject"; reason: string };

function decide(id: number, decision: Decision) {
  const options = { params: { id }, expectedStatuses: DECISION_STATUSES };
  if (decision.kind === "accept") {
    const body = decision.creatorId === undefined ? {} : { creatorId: decision.creatorId };
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
