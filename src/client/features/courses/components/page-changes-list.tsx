// What changed on a sales page for a buyer, in words (src/shared/domain/page-changes.ts): bad news
// (worse terms, a new red flag) and good news (better terms, a red flag gone) each carry an icon and
// the words "Bad news" or "Good news", never colour alone; other changes are plain.
import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { PageChange } from "../../../../shared/contracts/snapshots";

export const CHANGE_TONES = {
  bad: {
    word: "Bad news",
    icon: TriangleAlert,
    classes:
      "border-l-4 border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-100",
  },
  good: {
    word: "Good news",
    icon: CircleCheck,
    classes:
      "border-l-4 border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/40 dark:text-emerald-100",
  },
  neutral: {
    word: "Change",
    icon: Info,
    classes:
      "border-l-4 border-slate-400 bg-slate-50 text-slate-900 dark:border-slate-600 dark:bg-slate-900/60 dark:text-slate-100",
  },
} as const;

/** "price up from $297 to $397 (+34%)" -> "Price up from $297 to $397 (+34%)". */
export function sentenceCase(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** One change, its tone named in words beside its icon. */
export function PageChangeItem({ change }: { change: PageChange }) {
  const tone = CHANGE_TONES[change.tone];
  const Icon = tone.icon;
  return (
    <li data-tone={change.tone} className={`flex gap-2 rounded-r-md px-3 py-1.5 text-sm ${tone.classes}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{tone.word}:</span> {sentenceCase(change.text)}
      </span>
    </li>
  );
}

/** The changes as a list named `label`; nothing when there are none. */
export function PageChangesList({
  changes,
  label,
  className = "space-y-1.5",
}: {
  changes: readonly PageChange[];
  label: string;
  className?: string;
}) {
  if (changes.length === 0) return null;
  return (
    <ul aria-label={label} className={className}>
      {changes.map((change) => (
        <PageChangeItem key={`${change.kind}-${change.text}`} change={change} />
      ))}
    </ul>
  );
}
