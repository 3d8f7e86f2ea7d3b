// One course submission in the admins' queue: the address, the course it made and the creator it
// stands under (its own, unreviewed, until an admin decides, and how it was named), who sent it and
// their note, and what the page says of itself with the evidence of each fact (submission-facts.tsx);
// while it is pending, three small forms (Accept, with the creator to list it under: its own, a
// suggested known creator — same name or same site — or another by id, and the facts to correct
// first; Merge into a course found by the catalogue search; Reject with a reason), each showing the
// server's answer.
import { Check, GitMerge, type LucideIcon, X } from "lucide-react";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  type AdminSubmission,
  RejectBody,
  SUBMISSION_MESSAGES,
  type SubmissionStatus,
} from "../../../../shared/contracts/submissions";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import type { ButtonVariant } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { OutsideLink } from "../../../components/ui/outside-link";
import { NativeSelect } from "../../../components/ui/select";
import { useToast } from "../../../components/ui/toast";
import { formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { type Decision, useDecideSubmission } from "../api/submissions";
import {
  correctionsOf,
  type FactFormValues,
  fieldOfMessage,
  initialFactValues,
} from "../lib/fact-corrections";
import { FactFields } from "./fact-fields";
import { MergeChoiceField, MergeSearchField, type MergeValues, useMergeSearch } from "./merge-picker";
import { SubmissionFacts } from "./submission-facts";

const STATUS: Record<SubmissionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "yellow" },
  accepted: { label: "Accepted", tone: "green" },
  merged: { label: "Merged", tone: "indigo" },
  rejected: { label: "Rejected", tone: "red" },
};

const DONE: Record<Decision["kind"], string> = {
  accept: "Accepted: the course is published under the chosen creator and the member is told.",
  merge: "Merged: the submitted course is archived and the member is told.",
  reject: "Rejected: the submitted course is archived and the member is told.",
};

/** Each decision's button (its form is named after it); the ones beside a field are outlined or red. */
const BUTTONS: Record<Decision["kind"], { label: string; icon: LucideIcon; variant?: ButtonVariant }> = {
  accept: { label: "Accept", icon: Check },
  merge: { label: "Merge", icon: GitMerge, variant: "outline" },
  reject: { label: "Reject", icon: X, variant: "destructive" },
};

const MERGE_CHOICE_MESSAGE = "Find the course it duplicates and choose it in the list.";
const CREATOR_ID_MESSAGE = "Enter the id of the creator to attach the course to (a whole number).";
/** The creator choice's values besides a suggested creator's id. */
const OWN_CREATOR = "";
const OTHER_CREATOR = "other";
const linkClasses = "font-medium text-indigo-700 hover:underline dark:text-indigo-300";

/** How the creator the submission brought was named (never after the host). */
const NAMED_FROM: Record<NonNullable<AdminSubmission["course"]["creatorNamedFrom"]>, string> = {
  page: "Unreviewed: the seller the page names",
  member: "Unreviewed: named by the member; no seller named on the page",
  unknown: "Unreviewed: no seller named on the page",
};

export function SubmissionCard({ submission }: { submission: AdminSubmission }) {
  const [done, setDone] = useState<string | null>(null);
  const { toast } = useToast();
  const status = STATUS[submission.status];
  const { course, submitter } = submission;
  return (
    <article
      aria-label={`Submission #${submission.id}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold">
          <span className="text-slate-500 dark:text-slate-400">#{submission.id}</span>{" "}
          <Link to={`/courses/${course.id}`} className={linkClasses}>
            {course.title}
          </Link>
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <Fact term="Address" className="break-all">
          <OutsideLink href={submission.url} className={linkClasses}>
            {submission.url}
          </OutsideLink>
        </Fact>
        <Fact term="Course" className="break-words">
          #{course.id} · {course.editorialStatus} · trust score {course.trustScore ?? "not scored"}
        </Fact>
        <Fact term="Creator" className="break-words">
          <Link to={`/creators/${course.creatorSlug}`} className={linkClasses}>
            {course.creatorName}
          </Link>{" "}
          #{course.creatorId}{" "}
          {course.creatorStatus === "unreviewed" ? (
            <Badge tone="yellow">{NAMED_FROM[course.creatorNamedFrom ?? "member"]}</Badge>
          ) : course.creatorStatus === "archived" ? (
            <Badge tone="grey">Archived</Badge>
          ) : null}
        </Fact>
        <Fact term="Submitted by" className="break-words">
          {submitter ? `${submitter.name} <${submitter.email}>` : "A deleted account"}
        </Fact>
        <Fact term="Submitted">
          <When at={submission.createdAt} />
        </Fact>
        {submission.note ? (
          <Fact term="Note" className="whitespace-pre-line break-words">
            {submission.note}
          </Fact>
        ) : null}
        {submission.decidedAt ? (
          <Fact term="Decided" className="break-words">
            <When at={submission.decidedAt} />
            {submission.reason ? ` · ${submission.reason}` : null}
          </Fact>
        ) : null}
      </dl>
      <SubmissionFacts course={course} />
      {done ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          {done}
        </p>
      ) : null}
      {submission.status === "pending" ? (
        <Decisions
          submission={submission}
          onDone={(kind) => {
            // The card may leave a filtered list: the toast says it too.
            setDone(DONE[kind]);
            toast({ title: `Submission #${submission.id}`, description: DONE[kind] });
          }}
        />
      ) : null}
    </article>
  );
}

function Decisions({
  submission,
  onDone,
}: {
  submission: AdminSubmission;
  onDone: (kind: Decision["kind"]) => void;
}) {
  const decide = useDecideSubmission(submission.id);
  const accept = useContractForm(null, { creator: OWN_CREATOR, otherId: "" });
  const initialFacts = useMemo(() => initialFactValues(submission.course), [submission.course]);
  const facts = useContractForm<FactFormValues>(null, initialFacts);
  const [correcting, setCorrecting] = useState(false);
  const merge = useContractForm<MergeValues>(null, { intoCourseId: "" });
  const mergeSearch = useMergeSearch(submission.course.id);
  const reject = useContractForm(RejectBody, { reason: "" });
  const [sending, setSending] = useState<Decision["kind"] | null>(null);

  async function send(decision: Decision, showError: (message: string) => void) {
    if (decide.isPending) return;
    accept.setFormError(null);
    merge.setFormError(null);
    reject.setFormError(null);
    setSending(decision.kind);
    try {
      await decide.mutateAsync(decision);
      onDone(decision.kind);
    } catch (error) {
      showError(serverErrorOr(error));
    } finally {
      setSending(null);
    }
  }

  function handleAccept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { creator, otherId } = accept.values;
    let creatorId: number | undefined;
    if (creator === OTHER_CREATOR) {
      creatorId = wholeNumber(otherId);
      if (creatorId === undefined) {
        accept.fail("otherId", CREATOR_ID_MESSAGE);
        return;
      }
    } else if (creator !== OWN_CREATOR) {
      creatorId = Number(creator);
    }
    const { corrections, problems } = correctionsOf(initialFacts, facts.values);
    if (Object.keys(problems).length > 0) {
      setCorrecting(true);
      // Shown under their fields once the corrections are open.
      setTimeout(() => facts.validate(facts.values, problems), 0);
      return;
    }
    const attachErrors: string[] = [SUBMISSION_MESSAGES.attachNotFound, SUBMISSION_MESSAGES.attachNotListed];
    void send({ kind: "accept", creatorId, facts: corrections }, (message) => {
      const field = fieldOfMessage(message);
      if (field) {
        setCorrecting(true);
        setTimeout(() => facts.fail(field, message), 0);
      } else if (creator === OTHER_CREATOR && attachErrors.includes(message)) accept.fail("otherId", message);
      else accept.setFormError(message);
    });
  }

  function handleMerge(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = wholeNumber(merge.values.intoCourseId);
    if (id === undefined) {
      merge.fail("intoCourseId", MERGE_CHOICE_MESSAGE);
      return;
    }
    void send({ kind: "merge", intoCourseId: id }, (message) =>
      [
        SUBMISSION_MESSAGES.intoNotFound,
        SUBMISSION_MESSAGES.intoSelf,
        SUBMISSION_MESSAGES.intoArchived,
      ].includes(message as never)
        ? merge.fail("intoCourseId", message)
        : merge.setFormError(message),
    );
  }

  function handleReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = reject.validate();
    if (body === null) return;
    void send({ kind: "reject", reason: body.reason }, (message) =>
      message === SUBMISSION_MESSAGES.reasonRequired
        ? reject.fail("reason", message)
        : reject.setFormError(message),
    );
  }

  const shared = { submissionId: submission.id, sending, disabled: decide.isPending };
  const { course, suggestedCreators } = submission;
  const own =
    course.creatorStatus === "unreviewed"
      ? `Its own creator, ${course.creatorName} (published with it)`
      : `${course.creatorName} (as it is)`;
  return (
    <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <DecisionForm
        kind="accept"
        onSubmit={handleAccept}
        error={accept.formError}
        after={
          <details
            open={correcting}
            onToggle={(event) => setCorrecting(event.currentTarget.open)}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <summary className="cursor-pointer text-sm font-medium text-indigo-700 dark:text-indigo-300">
              Correct what was read before accepting
            </summary>
            <p className="mt-2 mb-3 text-xs text-slate-600 dark:text-slate-400">
              Only what you change is sent, and each change is recorded as yours. Leave a field empty when the
              page does not state it.
            </p>
            <FactFields form={facts} />
          </details>
        }
        {...shared}
      >
        <div className="flex min-w-0 grow flex-col gap-2 sm:flex-row">
          <FormField
            form={accept}
            name="creator"
            label="List it under"
            className="min-w-0 grow"
            hint={
              suggestedCreators.length > 0
                ? "Suggested: known creators with the same name or a website on the same site. Attach only when you have checked it is theirs."
                : "No known creator has the same name or site."
            }
          >
            {(control) => (
              <NativeSelect {...control}>
                <option value={OWN_CREATOR}>{own}</option>
                {suggestedCreators.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name} #{c.id} · {c.verificationStatus} ·{" "}
                    {[c.sameName ? "same name" : null, c.sameSite ? "same site" : null]
                      .filter(Boolean)
                      .join(", ")}
                  </option>
                ))}
                <option value={OTHER_CREATOR}>Another creator, by id…</option>
              </NativeSelect>
            )}
          </FormField>
          {accept.values.creator === OTHER_CREATOR ? (
            <FormField form={accept} name="otherId" label="Creator id" className="sm:w-40">
              {(control) => (
                <Input {...control} inputMode="numeric" autoComplete="off" placeholder="e.g. 7" />
              )}
            </FormField>
          ) : null}
        </div>
      </DecisionForm>
      <DecisionForm
        kind="merge"
        onSubmit={handleMerge}
        error={merge.formError}
        before={<MergeSearchField id={`${merge.idOf("intoCourseId")}-search`} state={mergeSearch} />}
        {...shared}
      >
        <MergeChoiceField form={merge} state={mergeSearch} />
      </DecisionForm>
      <DecisionForm kind="reject" onSubmit={handleReject} error={reject.formError} {...shared}>
        <FormField form={reject} name="reason" label="Reason to reject" className="min-w-0 grow">
          {(control) => <Input {...control} maxLength={1000} autoComplete="off" />}
        </FormField>
      </DecisionForm>
    </div>
  );
}

/** A whole number from 1 typed in a field, or undefined. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const id = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** One decision's small form: its button, beside its field when it has one, and its problem under them. */
function DecisionForm({
  kind,
  submissionId,
  onSubmit,
  error,
  sending,
  disabled,
  className,
  children,
  before,
  after,
}: {
  kind: Decision["kind"];
  submissionId: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  /** The decision being sent, if any. */
  sending: Decision["kind"] | null;
  disabled: boolean;
  className?: string;
  /** The decision's field. */
  children?: ReactNode;
  /** More of the form, above the field and its button. */
  before?: ReactNode;
  /** More of the form, under the field and its button. */
  after?: ReactNode;
}) {
  const { label, icon, variant } = BUTTONS[kind];
  const button = (
    <SubmitButton
      pending={sending === kind}
      disabled={disabled}
      icon={icon}
      size="sm"
      variant={variant}
      // Beside a field: level with the field's input, under its label.
      className={children ? "mt-[1.625rem] shrink-0" : undefined}
    >
      {label}
    </SubmitButton>
  );
  const formLabel = `${label} submission #${submissionId}`;
  const formClass = cn(children ? "space-y-2" : "space-y-2 md:pt-[1.625rem]", className);
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={formLabel} className={formClass}>
      {before}
      {children ? (
        <div className="flex items-start gap-2">
          {children}
          {button}
        </div>
      ) : (
        button
      )}
      {after}
      <FormAlert message={error} />
    </form>
  );
}

/** One term of the card's facts and what it says. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
