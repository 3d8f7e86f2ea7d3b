// "Terms at a glance": the refund window and its conditions, recurring charges and upsells,
// arbitration and no-criticism clauses found in the text, each quoting the phrase it came from.
import type { TermsItem } from "../../../shared/contracts/analysis";
import { TERMS_KINDS } from "../../../shared/contracts/analysis-terms";
import { DefinitionList } from "../ui/definition-list";
import { TitledSection } from "../ui/titled-section";

export function TermsAtAGlance({ terms }: { terms: readonly TermsItem[] }) {
  const sorted = [...terms].sort((a, b) => TERMS_KINDS.indexOf(a.kind) - TERMS_KINDS.indexOf(b.kind));
  return (
    <TitledSection
      id="terms-at-a-glance"
      level={3}
      title="Terms at a glance"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      {sorted.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No refund, billing, arbitration or review terms were found in the text. Ask the seller for their
          terms in writing before you pay.
        </p>
      ) : (
        <DefinitionList
          className="mt-3 space-y-3 text-sm"
          termClassName="font-medium"
          detailClassName="mt-0.5 text-slate-700 dark:text-slate-300"
          items={sorted.map((term) => ({
            key: `${term.field}-${term.start}-${term.kind}`,
            term: term.label,
            detail: (
              <>
                <q className="break-words italic">{term.phrase}</q>
                <span className="block text-slate-600 dark:text-slate-400">{term.explanation}</span>
              </>
            ),
          }))}
        />
      )}
    </TitledSection>
  );
}
