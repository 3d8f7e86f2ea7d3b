// A course's snapshots (GET, asked for only when the Snapshots tab is shown), one snapshot compared
// with another, and the admins' "Check now", after which the list, the course (its score may have
// moved) and its History are asked again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { editorialRoutes } from "../../../../shared/contracts/editorial.routes";
import { snapshotRoutes } from "../../../../shared/contracts/snapshots.routes";
import { snapshotsApi } from "../../../lib/api/snapshots";
import { useCourseRead } from "./course-read";

export function useSnapshotList(id: number) {
  return useCourseRead(snapshotRoutes.list.path, snapshotsApi.list, id);
}

/** What changed from snapshot `from` (the older side) to snapshot `to`. */
export function useSnapshotDiff(courseId: number, from: number, to: number) {
  return useQuery({
    queryKey: [snapshotRoutes.get.path, courseId, to, { compare: from }],
    queryFn: ({ signal }) =>
      snapshotsApi.get({
        params: { id: courseId, snapshotId: to },
        query: { compare: from },
        signal,
        expectedStatuses: [400, 404],
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useRecheckCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => snapshotsApi.recheck({ params: { id }, expectedStatuses: [404, 409, 503] }),
    onSuccess: async () => {
      await Promise.all(
        [snapshotRoutes.list.path, courseRoutes.get.path, editorialRoutes.courseHistory.path].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path, id] }),
        ),
      );
    },
  });
}
