// A review rejection's stored reason in words, as the moderation screen names it.
import { REJECTION_REASON_LABELS } from "../../../../shared/contracts/reviews-labels";

/** A stored rejection reason in words ("Spam or advertising"); an unknown one as it was stored. */
export function reasonWords(reason: string | null): string {
  if (reason === null) return "No reason recorded";
  if (reason === "other") return "Another reason";
  return (REJECTION_REASON_LABELS as Readonly<Record<string, string>>)[reason] ?? reason;
}
