// Proof of enrolment for the member's own review: the picture goes through the upload flow (a
// signed URL, the bytes, then processing into an image), and the image's path with the order
// reference is attached to the review, which takes the image out of public reach. The member's
// own review is replaced by the answer.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttachProofBody } from "../../../../shared/contracts/reviews";
import type { CreateUploadBody } from "../../../../shared/contracts/uploads";
import { reviewsApi } from "../../../lib/api/reviews";
import { uploadsApi } from "../../../lib/api/uploads";
import { myReviewQueryKey } from "./get-my-review";

type ReportedType = NonNullable<CreateUploadBody>["contentType"];

/** The picture's bytes were refused where they were sent, with the reason given there. */
export class ProofUploadError extends Error {
  override name = "ProofUploadError";
}

/** Uploads one picture and answers its image's path. */
async function uploadPicture(file: File): Promise<string> {
  const grant = await uploadsApi.start({
    body: { size: file.size, contentType: (file.type || undefined) as ReportedType },
  });
  const sent = await fetch(grant.uploadURL, {
    method: grant.method,
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream", ...grant.headers },
    body: file,
  });
  if (!sent.ok) {
    const answer = (await sent.json().catch(() => null)) as { error?: unknown } | null;
    throw new ProofUploadError(
      typeof answer?.error === "string" ? answer.error : "The picture could not be uploaded.",
    );
  }
  return (await uploadsApi.process({ body: { imageURL: grant.uploadURL, purpose: "proof" } })).objectPath;
}

export interface ProofInput {
  reviewId: number;
  courseId: number;
  file: File;
  orderReference: AttachProofBody["orderReference"];
}

export function useAttachProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, file, orderReference }: ProofInput) => {
      const objectPath = await uploadPicture(file);
      return reviewsApi.attachProof({ params: { id: reviewId }, body: { objectPath, orderReference } });
    },
    onSuccess: (result, input) => {
      queryClient.setQueryData(myReviewQueryKey(input.courseId), result.review);
    },
  });
}
