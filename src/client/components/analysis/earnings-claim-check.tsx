// The earnings claim statement check: for each earnings claim, which elements the FTC Business
// Opportunity Rule asks for appear with it (quoted) and which are missing, then a ready-made message
// asking the seller for substantiation.
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import type { EarningsClaimCheck as Check_ } from "../../../shared/contracts/analysis";
import { Button } from "../ui/button";
import { TitledSection } from "../ui/titled-section";
import { substantiationMessage } from "./substantiation-message";

const ELEMENT_LABELS = {
  who: "Who earned it",
  period: "Over what period",
  buyers: "How many buyers, and what share, achieved it",
  substantiation: "Written substantiation offered",
} as const;

export function EarningsClaimCheck({
  checks,
  courseTitle,
}: {
  checks: readonly Check_[];
  courseTitle: string;
}) {
  if (checks.length === 0) return null;
  return (
    <TitledSection
      id="earnings-claim-check"
      level={3}
      title="Earnings claim statement check"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-900 dark:bg-amber-950/30"
      description="US law asks sellers of business opportunities to back each earnings claim with who earned it, when, how many buyers did, and written proof."
      descriptionClassName="mt-1 text-sm text-slate-700 dark:text-slate-300"
    >
      <ul className="mt-3 space-y-4 text-sm">
        {checks.slice(0, 5).map((check) => (
          <li key={`${check.claim.field}-${check.claim.start}`}>
            <q className="font-medium italic">{check.claim.phrase}</q>
            <ul className="mt-1 space-y-1">
              {(Object.keys(ELEMENT_LABELS) as Array<keyof typeof ELEMENT_LABELS>).map((element) => {
                const found = check.present.find((p) => p.element === element);
                return (
                  <li key={element} className="flex items-start gap-2">
                    {found ? (
                      <Check
                        aria-label="given"
                        className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400"
                      />
                    ) : (
                      <X
                        aria-label="missing"
                        className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400"
                      />
                    )}
                    <span>
                      {ELEMENT_LABELS[element]}
                      {found ? (
                        <>
                          : <q className="italic">{found.phrase}</q>
                        </>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400"> (missing)</span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <SubstantiationRequest checks={checks} courseTitle={courseTitle} />
    </TitledSection>
  );
}

/** The message a buyer can send the seller, ready to copy. */
function SubstantiationRequest({ checks, courseTitle }: { checks: readonly Check_[]; courseTitle: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const message = substantiationMessage(checks, courseTitle);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-sm font-semibold">
        Ask the seller for substantiation
      </label>
      <textarea
        id={id}
        readOnly
        value={message}
        rows={9}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
      />
      <Button
        type="button"
        className="mt-2"
        onClick={() => {
          void navigator.clipboard?.writeText(message).then(() => setCopied(true));
        }}
      >
        {copied ? "Copied" : "Copy message"}
      </Button>
    </div>
  );
}
