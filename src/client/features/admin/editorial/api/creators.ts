// The desk's creator calls: the admin list (every editorial status, 25 a page, also the course
// form's creator picker), one creator with its audit and course count, and the changes (create,
// edit, archive, status with a reason), and linking a member account to the creator. A status change
// rescores the creator's courses, so every course list and course the cache holds is marked out of
// date too.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { ClaimBody, ClaimResponse } from "../../../../../shared/contracts/creator-claims";
import type { AdminCreator, CreatorCreateBody } from "../../../../../shared/contracts/editorial";
import { editorialRoutes } from "../../../../../shared/contracts/editorial.routes";
import { editorialApi } from "../../../../lib/api/editorial";
import { repliesApi } from "../../../../lib/api/replies";
import type { ListParams } from "../lib/list-params";
import { ADMIN_COURSES_KEY } from "./courses";
import { deskItemQueryOptions, deskListQueryOptions, itemChange, reasonChange, useDeskChange } from "./desk";

export const ADMIN_CREATORS_KEY = [editorialRoutes.listCreators.path] as const;

export function adminCreatorKey(id: number) {
  return [editorialRoutes.getCreator.path, id] as const;
}

export function adminCreatorsQueryOptions(params: ListParams) {
  return deskListQueryOptions(ADMIN_CREATORS_KEY, editorialApi.listCreators, params);
}

export function useAdminCreators(params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminCreatorsQueryOptions(params), enabled: options.enabled ?? true });
}

export function adminCreatorQueryOptions(id: number) {
  return deskItemQueryOptions(adminCreatorKey(id), editorialApi.getCreator, id);
}

export function useAdminCreator(id: number | null) {
  return useQuery({ ...adminCreatorQueryOptions(id ?? 0), enabled: id !== null });
}

function creatorChanged(queryClient: QueryClient, creator: AdminCreator, rescored = false): void {
  queryClient.setQueryData(adminCreatorKey(creator.id), creator);
  void queryClient.invalidateQueries({ queryKey: ADMIN_CREATORS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
  if (rescored) {
    void queryClient.invalidateQueries({ queryKey: [editorialRoutes.getCourse.path] });
    void queryClient.invalidateQueries({ queryKey: [editorialRoutes.courseHistory.path] });
  }
}

export const useCreateCreator = () =>
  useDeskChange((body: CreatorCreateBody, o) => editorialApi.createCreator({ body, ...o }), creatorChanged);

export const useUpdateCreator = itemChange(editorialApi.updateCreator, creatorChanged);
export const useArchiveCreator = reasonChange(editorialApi.archiveCreator, creatorChanged);
export const useCreatorStatus = itemChange(editorialApi.creatorStatus, (queryClient, creator: AdminCreator) =>
  creatorChanged(queryClient, creator, true),
);

/** A member account by e-mail, sent in the body (never in the address: it is personal data). */
export function findMember(email: string) {
  return repliesApi.findMember({ body: { email }, expectedStatuses: [400, 404] });
}

/** After linking a member to the creator (their right of reply) or unlinking them: the creator
 * (and its audit) is asked again. */
function claimChanged(queryClient: QueryClient, { creatorId }: ClaimResponse): void {
  void queryClient.invalidateQueries({ queryKey: adminCreatorKey(creatorId) });
}

export const useClaimCreator = (id: number) =>
  useDeskChange((body: ClaimBody, o) => repliesApi.claim({ params: { id }, body, ...o }), claimChanged);

export const useUnclaimCreator = (id: number) =>
  useDeskChange(
    (reason: string, o) => repliesApi.unclaim({ params: { id }, body: { reason }, ...o }),
    claimChanged,
  );
