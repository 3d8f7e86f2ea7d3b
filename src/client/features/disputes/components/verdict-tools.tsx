// What signed-in members use to hold a verdict to account, in one module loaded on first use (the
// course page, the community reports and the account page share it, and guests never load it):
// the Reply button for the member linked to the creator an item is about, the Dispute button, a
// course's disputes about its score and findings, and the member's own disputes with their answers.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Detection } from "../../../../shared/contracts/analysis";
import type { MyDispute } from "../../../../shared/contracts/disputes";
import { disputeRoutes } from "../../../../shared/contracts/disputes.routes";
import { findingKey } from "../../../../shared/contracts/disputes-constants";
import type { ReplyTargetType } from "../../../../shared/contracts/replies";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { RecordCard, ReportEvidence, SubjectLink } from "../../../components/ui/record-card";
import { Spinner } from "../../../components/ui/spinner";
import { disputesApi } from "../../../lib/api/disputes";
import { useMe } from "../../../lib/auth/get-me";
import { formatDate } from "../../../lib/format";
import { freshOnEveryVisit } from "../../../lib/query-client";
import { serverErrorOr } from "../../../lib/server-error";
import { useMyCreator } from "../api/my-creator";
import { DisputeForm } from "./dispute-form";
import { DISPUTE_STATUS_LABELS } from "./dispute-labels";
import { ReplyForm } from "./reply-form";

const FORM_BOX = "mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700";

/** Reply (only for the member linked to the item's creator) and Dispute, each opening its form. */
export function ItemActions({
  targetType,
  targetId,
  creatorId,
  reply,
}: {
  targetType: ReplyTargetType;
  targetId: number;
  creatorId: number | null;
  reply: { text: string } | null;
}) {
  const mine = useMyCreator();
  const [open, setOpen] = useState<"reply" | "dispute" | null>(null);
  const toggle = (form: "reply" | "dispute") => setOpen((current) => (current === form ? null : form));
  const close = () => setOpen(null);
  const canReply = creatorId !== null && mine.data?.creator?.id === creatorId;
  return (
    <>
      <div className="mt-2 flex flex-wrap gap-2">
        {canReply ? (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open === "reply"}
            onClick={() => toggle("reply")}
          >
            {reply ? "Edit reply" : "Reply"}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open === "dispute"}
          onClick={() => toggle("dispute")}
        >
          Dispute
        </Button>
      </div>
      {open === "reply" ? (
        <div className={FORM_BOX}>
          <ReplyForm
            targetType={targetType}
            targetId={targetId}
            previous={reply?.text ?? null}
            onDone={close}
          />
        </div>
      ) : open === "dispute" ? (
        <div className={FORM_BOX}>
          <DisputeForm targetType={targetType} targetId={targetId} onDone={close} />
        </div>
      ) : null}
    </>
  );
}

const PHRASE_SHOWN = 80;

/** The course's score and each distinct finding, as a dispute may name them. */
function choicesOf(findings: Detection | undefined, scored: boolean) {
  const choices = scored ? [{ value: "score", label: "The trust score" }] : [];
  for (const finding of [...(findings?.redFlags ?? []), ...(findings?.positives ?? [])]) {
    const phrase =
      finding.phrase.length > PHRASE_SHOWN ? `${finding.phrase.slice(0, PHRASE_SHOWN)}…` : finding.phrase;
    const value = findingKey(finding);
    if (!choices.some((choice) => choice.value === value))
      choices.push({ value, label: `${finding.label}: “${phrase}”` });
  }
  return choices;
}

/** A course page's disputes about its score and findings, and (signed in) the form to open one. */
export function CourseDisputes({
  courseId,
  findings,
  scored,
}: {
  courseId: number;
  findings: Detection | undefined;
  scored: boolean;
}) {
  const ids = useId();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const states = useQuery({
    queryKey: [disputeRoutes.course.path, courseId],
    queryFn: ({ signal }) => disputesApi.course({ params: { id: courseId }, signal }),
  });
  const items = states.data?.items ?? [];
  const choices = choicesOf(findings, scored);
  const canOpen = Boolean(me.data) && choices.length > 0;
  if (items.length === 0 && !canOpen) return null;

  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={`${ids}-title`} className="font-semibold">
        Disputes
      </h3>
      {items.length > 0 ? (
        <ul aria-labelledby={`${ids}-title`} className="mt-2 space-y-1 text-sm">
          {items.map((item) => (
            <li key={`${item.targetType}-${item.findingKey ?? ""}`}>
              <span className="font-medium">{item.label}</span>:{" "}
              {DISPUTE_STATUS_LABELS[item.status].toLowerCase()}{" "}
              <span className="text-slate-600 dark:text-slate-400">
                (opened {formatDate(item.openedAt)}
                {item.decidedAt ? `, decided ${formatDate(item.decidedAt)}` : ""})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Nobody has disputed this course's score or findings.
        </p>
      )}
      {!canOpen ? null : open ? (
        <div className="mt-3">
          <DisputeForm
            targetType="score"
            targetId={courseId}
            choices={choices}
            onDone={() => setOpen(false)}
          />
        </div>
      ) : (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Dispute the score or a finding
        </Button>
      )}
    </div>
  );
}

const TONES: Record<MyDispute["status"], BadgeTone> = {
  open: "grey",
  under_review: "yellow",
  upheld: "green",
  rejected: "red",
};

/** The member's disputes, newest first, each with its state and, once decided, the reason. */
export function MyDisputes() {
  const disputes = useQuery({
    queryKey: [disputeRoutes.mine.path],
    queryFn: ({ signal }) => disputesApi.mine({ signal }),
    staleTime: freshOnEveryVisit,
  });
  if (disputes.isPending) return <Spinner label="Loading your disputes…" />;
  if (disputes.isError)
    return (
      <LoadError message={serverErrorOr(disputes.error, "Failed to load your disputes")} query={disputes} />
    );
  if (disputes.data.items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        You have not opened a dispute. Use the Dispute button beneath a review or a report, or under a
        course's trust score, when you think something we show is wrong.
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {disputes.data.items.map((dispute) => (
        <li key={dispute.id}>
          <MyDisputeCard dispute={dispute} />
        </li>
      ))}
    </ul>
  );
}

function MyDisputeCard({ dispute }: { dispute: MyDispute }) {
  const decided = dispute.status === "upheld" || dispute.status === "rejected";
  return (
    <RecordCard
      label={`Dispute: ${dispute.targetLabel}`}
      heading="h3"
      title={<SubjectLink label={dispute.targetLabel} to={dispute.targetPath} />}
      meta={`Opened ${formatDate(dispute.createdAt)}${dispute.byCreator ? " as the creator" : ""}`}
      badge={<Badge tone={TONES[dispute.status]}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>}
    >
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-slate-100">You wrote:</span> {dispute.reason}
      </p>
      {dispute.evidenceUrl ? <ReportEvidence evidence={dispute.evidenceUrl} isLink /> : null}
      {decided ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <span className="font-semibold">
            {DISPUTE_STATUS_LABELS[dispute.status]}
            {dispute.decidedAt ? ` on ${formatDate(dispute.decidedAt)}` : ""}:
          </span>{" "}
          {dispute.decisionReason}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {dispute.status === "open"
            ? "Waiting for an admin to start on it."
            : "An admin is looking at it. The decision and its reason will appear here."}
        </p>
      )}
    </RecordCard>
  );
}
