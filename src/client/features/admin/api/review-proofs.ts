// Admin: reviews whose proof of enrolment waits to be checked (oldest first), the address the
// proof picture is served at (to admins only), and the decision. A decision reloads the list, the
// moderation queue (its "proof to check" badges) and the course's public reviews and figures.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fillPath } from "../../../../shared/api/route";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import type { VerifyProofBody } from "../../../../shared/contracts/reviews-admin";
import { reviewAdminRoutes } from "../../../../shared/contracts/reviews-admin.routes";
import { invalidateCourseReads } from "../../../lib/api/courses";
import { reviewAdminApi } from "../../../lib/api/reviews-admin";
import { adminListOptions } from "./admin-list";
import { PENDING_REVIEWS_KEY } from "./get-pending-reviews";

export const PENDING_PROOFS_KEY = [reviewAdminRoutes.proofs.path] as const;

export function usePendingProofs() {
  return useQuery(adminListOptions(PENDING_PROOFS_KEY, ({ signal }) => reviewAdminApi.proofs({ signal })));
}

/** Where the picture is: an admin's session is what lets the browser see it. */
export function proofFileUrl(reviewId: number): string {
  return fillPath(reviewAdminRoutes.proofFile.path, { id: reviewId });
}

export function useVerifyProof(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyProofBody) => reviewAdminApi.verify({ params: { id: reviewId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PENDING_PROOFS_KEY }),
        queryClient.invalidateQueries({ queryKey: PENDING_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: [reviewRoutes.list.path] }),
        invalidateCourseReads(queryClient),
      ]);
    },
  });
}
