// One report on the admin screen: what it says, its status, and a button for each status it may
// move to (REPORT_STATUS_TRANSITIONS); confirming or rejecting first asks for the reason the
// reporter reads. Success and failure are announced with a toast.
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import {
  type CommunityReport,
  isEvidenceLink,
  REPORT_STATUS_TRANSITIONS,
} from "../../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS, type ReportStatus } from "../../../../shared/domain/community";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { RecordCard, ReportEvidence, ReportedCreator } from "../../../components/ui/record-card";
import { formatDateTime, plural } from "../../../lib/format";
import { type setReportStatus, useSetReportStatus } from "../api/community-report-admin";
import { useStatusToasts } from "../lib/use-status-toasts";
import { ReportDecisionForm } from "./report-decision-form";

const TONES: Record<ReportStatus, BadgeTone> = {
  pending: "grey",
  investigating: "yellow",
  verified: "red",
  rejected: "indigo",
};

/** The button's words for a move to each status. */
const ACTIONS: Record<ReportStatus, { label: string; variant: ButtonVariant }> = {
  pending: { label: "Back to Pending", variant: "outline" },
  investigating: { label: "Investigate", variant: "secondary" },
  verified: { label: "Confirm Scam", variant: "destructive" },
  rejected: { label: "Reject", variant: "outline" },
};

export function CommunityReportAdminCard({ report }: { report: CommunityReport }) {
  const change = useSetReportStatus();
  const toasts = useStatusToasts((result: Awaited<ReturnType<typeof setReportStatus>>) =>
    result.rescoredCourses > 0
      ? `${result.message} ${plural(result.rescoredCourses, "course trust score")} recalculated.`
      : result.message,
  );
  const moves = REPORT_STATUS_TRANSITIONS[report.status];
  const reopen = report.status === "verified" || report.status === "rejected";
  const [deciding, setDeciding] = useState<"verified" | "rejected" | null>(null);

  function move(status: ReportStatus) {
    if (status === "verified" || status === "rejected") setDeciding(status);
    else change.mutate({ id: report.id, status }, toasts);
  }

  return (
    <RecordCard
      label={`Report #${report.id} about ${report.creatorName}`}
      heading="h2"
      title={
        <>
          <span className="text-slate-500 dark:text-slate-400">#{report.id}</span>{" "}
          <ReportedCreator name={report.creatorName} slug={report.creatorSlug} />
        </>
      }
      meta={`${report.platform} · ${report.scamType} · ${
        report.creatorSlug ? "listed creator (trust scores follow this report)" : "not a listed creator"
      }`}
      badge={<Badge tone={TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>}
    >
      <p className="mt-3 break-words whitespace-pre-line">{report.description}</p>
      {report.evidence ? (
        <ReportEvidence evidence={report.evidence} isLink={isEvidenceLink(report.evidence)} />
      ) : null}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        From <span className="font-medium text-slate-800 dark:text-slate-200">{report.reportedBy}</span> ·{" "}
        <time dateTime={report.reportDate}>{formatDateTime(report.reportDate)}</time> · {report.upvotes}{" "}
        helpful, {report.downvotes} not helpful
      </p>
      {report.decisionReason ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Decision reason:</span> {report.decisionReason}
        </p>
      ) : null}
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Change the status of report #{report.id}</legend>
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={ACTIONS[status].variant}
            disabled={change.isPending}
            onClick={() => move(status)}
          >
            {change.isPending && change.variables?.status === status ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : null}
            {reopen && status === "investigating" ? "Reopen" : ACTIONS[status].label}
          </Button>
        ))}
      </fieldset>
      {deciding ? (
        <ReportDecisionForm
          key={deciding}
          reportId={report.id}
          status={deciding}
          onCancel={() => setDeciding(null)}
          onDecide={async (reason) => {
            const result = await change.mutateAsync({ id: report.id, status: deciding, reason });
            toasts.onSuccess(result);
            setDeciding(null);
          }}
        />
      ) : null}
    </RecordCard>
  );
}
