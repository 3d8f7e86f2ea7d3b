// One community report: who it names (linked to their creator page when we list them), platform,
// scam type, status, the account, evidence, and the up/down votes. Guests see the counts and a
// sign-in link; the reporter sees the counts without buttons (members do not vote on their own)
// and the reason it was confirmed or rejected. Beneath: the named creator's reply, any dispute,
// and the Reply (for the member linked to that creator) and Dispute buttons.
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { type CommunityReport, isEvidenceLink } from "../../../../shared/contracts/community-reports";
import { cn } from "../../../components/ui/cn";
import { RecordCard, ReportEvidence, ReportedCreator } from "../../../components/ui/record-card";
import { useToast } from "../../../components/ui/toast";
import { formatDate } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { ItemFeedbackView } from "../../disputes";
import { useVoteOnReport, type VoteValue } from "../api/report-vote";
import { ReportStatusBadge } from "./report-status-badge";

const LOGIN_TARGET = `/login?next=${encodeURIComponent("/community-reports")}`;

function VoteButton({
  direction,
  count,
  pressed,
  disabled,
  onClick,
  creatorName,
}: {
  direction: "up" | "down";
  count: number;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  creatorName: string;
}) {
  const Icon = direction === "up" ? ThumbsUp : ThumbsDown;
  const label = direction === "up" ? "Helpful" : "Not helpful";
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${label}: ${count} (report about ${creatorName})`}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-10 min-w-16 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium disabled:opacity-60",
        pressed
          ? direction === "up"
            ? "border-emerald-600 bg-emerald-50 text-emerald-800 dark:border-emerald-500 dark:bg-emerald-950/60 dark:text-emerald-300"
            : "border-red-600 bg-red-50 text-red-800 dark:border-red-500 dark:bg-red-950/60 dark:text-red-300"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {count}
    </button>
  );
}

function VoteCounts({ report }: { report: CommunityReport }) {
  return (
    <p className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      <span className="inline-flex items-center gap-1">
        <ThumbsUp aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Helpful votes:</span>
        {report.upvotes}
      </span>
      <span className="inline-flex items-center gap-1">
        <ThumbsDown aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Not helpful votes:</span>
        {report.downvotes}
      </span>
    </p>
  );
}

export function ReportCard({ report, signedIn }: { report: CommunityReport; signedIn: boolean }) {
  const vote = useVoteOnReport();
  const { toast } = useToast();
  const evidenceLink = report.evidence !== null && isEvidenceLink(report.evidence);

  function cast(direction: 1 | -1) {
    const value: VoteValue = report.myVote === direction ? 0 : direction;
    vote.mutate(
      { id: report.id, value },
      {
        onSuccess: () =>
          toast({ title: value === 0 ? "Vote withdrawn" : "Thanks for your vote", description: undefined }),
        onError: (error) =>
          toast({
            title: "Vote not recorded",
            description: serverErrorOr(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <RecordCard
      label={`Report about ${report.creatorName}`}
      heading="h3"
      title={<ReportedCreator name={report.creatorName} slug={report.creatorSlug} />}
      meta={`${report.platform} · ${report.scamType}`}
      badge={<ReportStatusBadge status={report.status} />}
    >
      <p className="mt-3 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {report.description}
      </p>
      {report.evidence ? <ReportEvidence evidence={report.evidence} isLink={evidenceLink} /> : null}
      {report.decisionReason ? (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
          <span className="font-semibold">
            Why it was {report.status === "verified" ? "confirmed" : "rejected"}
            {report.decidedAt ? ` (${formatDate(report.decidedAt)})` : ""}:
          </span>{" "}
          {report.decisionReason}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Reported by{" "}
          <span className="font-medium text-slate-800 dark:text-slate-200">{report.reportedBy}</span> on{" "}
          <time dateTime={report.reportDate}>{formatDate(report.reportDate)}</time>
        </p>
        {!signedIn ? (
          <div className="flex flex-wrap items-center gap-3">
            <VoteCounts report={report} />
            <Link
              to={LOGIN_TARGET}
              className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            >
              Sign in to vote
            </Link>
          </div>
        ) : report.isMine ? (
          <div className="flex flex-wrap items-center gap-3">
            <VoteCounts report={report} />
            <span className="text-sm text-slate-500 dark:text-slate-400">Your report</span>
          </div>
        ) : (
          <fieldset className="flex items-center gap-2">
            <legend className="sr-only">Was this report helpful?</legend>
            <VoteButton
              direction="up"
              count={report.upvotes}
              pressed={report.myVote === 1}
              disabled={vote.isPending}
              onClick={() => cast(1)}
              creatorName={report.creatorName}
            />
            <VoteButton
              direction="down"
              count={report.downvotes}
              pressed={report.myVote === -1}
              disabled={vote.isPending}
              onClick={() => cast(-1)}
              creatorName={report.creatorName}
            />
          </fieldset>
        )}
      </div>
      <ItemFeedbackView
        targetType="report"
        targetId={report.id}
        reply={report.reply}
        dispute={report.dispute}
        creatorId={report.creatorId}
        signedIn={signedIn}
      />
    </RecordCard>
  );
}
