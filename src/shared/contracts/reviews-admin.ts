// The admins' side of proof of enrolment (docs/decisions/0046-review-rules.md): the reviews
// whose proof waits, the proof picture itself (served to admins only) and the decision.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { adminKind, boundedText, storedRow, Timestamp } from "./common";
import { REVIEW_MESSAGES, REVIEW_STATUS_VALUES, ReviewIdParams } from "./reviews";
import { reviewAdminRoutes } from "./reviews-admin.routes";
import { PROOF_STATUSES, REVIEW_COLLECTIONS } from "./reviews-labels";

/** A review whose proof of enrolment waits for a moderator (the admins' proof list). */
export const PendingProof = storedRow({
  courseId: z.number().int(),
  courseTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  authorName: z.string(),
  /** The review's own moderation status: proof may come before or after it is approved. */
  status: z.enum(REVIEW_STATUS_VALUES),
  orderReference: z.string().nullable(),
  submittedAt: Timestamp,
}).meta({ id: "PendingProof" });
export type PendingProof = z.infer<typeof PendingProof>;
export const PendingProofListResponse = z.array(PendingProof);

export const VerifyProofBody = z.strictObject({
  verified: z.boolean({ error: () => REVIEW_MESSAGES.verifiedRequired }),
  reason: boundedText(3, 500, REVIEW_MESSAGES.verifyReasonRequired, REVIEW_MESSAGES.verifyReasonRequired),
});
export type VerifyProofBody = z.infer<typeof VerifyProofBody>;
export const VerifyProofResponse = storedRow({
  collection: z.enum(REVIEW_COLLECTIONS),
  proofStatus: z.enum(PROOF_STATUSES),
});
export type VerifyProofResponse = z.infer<typeof VerifyProofResponse>;

// ---- Endpoints ----

const admin = adminKind(["reviews", "admin"]);

/** Every admin endpoint of proof of enrolment, keyed as in reviews-admin.routes.ts. */
export const reviewAdminEndpoints = {
  proofs: admin(reviewAdminRoutes.proofs, PendingProofListResponse, {
    summary: "Admin: reviews whose proof of enrolment waits to be checked, oldest first",
  }),
  /** The proof image's bytes (a stream), so no response schema: the OpenAPI document shows the default. */
  proofFile: endpoint(reviewAdminRoutes.proofFile, {
    tags: ["reviews", "admin"],
    summary: "Admin: the proof of enrolment image of a review (never cached, never public)",
    params: ReviewIdParams,
    responses: {},
  }),
  verify: admin(reviewAdminRoutes.verify, VerifyProofResponse, {
    summary: "Admin: verify or refuse a review's proof of enrolment, with the reason the member sees",
    description:
      'verified=true makes the review a "Verified enrolment" (it counts more in the honest rating); ' +
      "false leaves it a member review. The member is notified; the decision is audited.",
    params: ReviewIdParams,
    body: VerifyProofBody,
    errors: [400, 404, 409],
  }),
};
