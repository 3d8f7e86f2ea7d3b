// What each dispute state is called, on the items' pages, the member's list and the admin queue.
import type { DisputeStatus } from "../../../../shared/contracts/item-feedback";

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: "Open",
  under_review: "Under review",
  upheld: "Upheld",
  rejected: "Rejected",
};
