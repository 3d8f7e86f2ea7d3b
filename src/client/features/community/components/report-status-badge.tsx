import { REPORT_STATUS_LABELS, type ReportStatus } from "../../../../shared/domain/community";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

const TONES: Record<ReportStatus, BadgeTone> = {
  pending: "grey",
  investigating: "yellow",
  verified: "red",
  rejected: "indigo",
};

/** 'Pending Review', 'Investigating', 'Scam Confirmed' or 'Rejected'. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={TONES[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}
