// "Add a course by its address": the admin gives the sales page's address, the server reads it and
// answers a draft; its values fill the course form below and each fact is listed with the phrase it
// came from, or "not stated". Nothing is stored until the course is saved. A page the catalogue
// has already is named with a link, since saving it would be refused.
import { ScanSearch } from "lucide-react";
import { Link } from "react-router";
import {
  type CourseDraft,
  CourseDraftBody,
  type DuplicateCourse,
} from "../../../../../shared/contracts/editorial";
import type { PageFacts } from "../../../../../shared/contracts/page-facts";
import { formatMoney, formatStatedPrice } from "../../../../../shared/domain/money-format";
import { useContractForm } from "../../../../components/ui/contract-form";
import { howLabel } from "../../components/submission-facts";
import { useDraftCourse } from "../api/courses";
import { DeskForm, InputField, WEB_ADDRESS } from "./desk-form";

const REFUNDS = {
  none: "No refunds",
  conditional: "Refund with conditions",
  unconditional: "Refund, no questions asked",
};

interface FactLine {
  term: string;
  value: string | null;
  evidence?: string;
  how?: string;
}

function factLines(facts: PageFacts): FactLine[] {
  const { title, seller, price, anchorPrice, refund, recurring } = facts;
  return [
    { term: "Title", value: title?.value ?? null, evidence: title?.evidence, how: title?.how },
    { term: "Seller", value: seller?.name ?? null, evidence: seller?.evidence, how: seller?.how },
    {
      term: "Price",
      value: price === null ? null : formatStatedPrice(price),
      evidence: price?.evidence,
      how: price?.how,
    },
    {
      term: "Regular price",
      value: anchorPrice === null ? null : formatMoney(anchorPrice.amount, anchorPrice.currency),
      evidence: anchorPrice?.evidence,
    },
    {
      term: "Refund",
      value:
        refund === null
          ? null
          : `${REFUNDS[refund.kind]}${refund.days === null ? "" : `, ${refund.days} days`}`,
      evidence: refund?.evidence,
      how: refund?.how,
    },
    {
      term: "Renews",
      value: recurring === null ? null : recurring.value ? "Yes, charged again" : "No",
      evidence: recurring?.evidence,
      how: recurring?.how,
    },
  ];
}

/** A course the catalogue has already: a link to it on the desk. */
export function DuplicateNotice({ duplicate, saving }: { duplicate: DuplicateCourse; saving: boolean }) {
  const what = duplicate.match === "url" ? "This sales page is" : "A course of this title by this creator is";
  return (
    <p
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {what} already in the catalogue:{" "}
      <Link to={duplicate.link} className="font-semibold underline">
        {duplicate.title}
      </Link>
      . {saving ? "It was not added again." : "Saving this one would be refused; edit that course instead."}
    </p>
  );
}

export function CourseDraftPanel({ onDraft }: { onDraft: (draft: CourseDraft) => void }) {
  const form = useContractForm(CourseDraftBody, { url: "" });
  const read = useDraftCourse();
  const draft = read.data;

  return (
    <section aria-labelledby="course-draft-title" className="space-y-4">
      <div>
        <h2 id="course-draft-title" className="text-lg font-semibold">
          Add a course by its address
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We read the sales page and fill the form below with what it states, each with the phrase it came
          from. Nothing is saved until you create the course.
        </p>
      </div>
      <DeskForm
        form={form}
        pending={read.isPending}
        send={async (body) => onDraft(await read.mutateAsync(body))}
        submit="Read the page"
        icon={ScanSearch}
        label="Add a course by its address"
        className="space-y-3"
      >
        <InputField form={form} name="url" label="Page address" {...WEB_ADDRESS} />
      </DeskForm>
      {draft ? (
        <div className="space-y-3" aria-live="polite">
          {draft.duplicate ? <DuplicateNotice duplicate={draft.duplicate} saving={false} /> : null}
          <h3 className="font-semibold">What the page says</h3>
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {factLines(draft.facts).map((line) => (
              <div key={line.term} className="grid gap-1 p-3 sm:grid-cols-[8rem_1fr]">
                <dt className="font-medium">{line.term}</dt>
                <dd className="min-w-0 break-words">
                  {line.value === null ? (
                    <span className="text-slate-600 dark:text-slate-400">Not stated</span>
                  ) : (
                    <>
                      <span className="font-semibold">{line.value}</span>
                      {line.evidence ? (
                        <span className="block text-slate-600 dark:text-slate-400">
                          “{line.evidence}”{line.how ? ` (${howLabel(line.how)})` : ""}
                        </span>
                      ) : null}
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The form below has these values; check each one before you create the course.
          </p>
        </div>
      ) : null}
    </section>
  );
}
