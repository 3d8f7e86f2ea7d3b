import { CircleCheck, TriangleAlert } from "lucide-react";

/** Lines of a result, each after a mark: a green check for a good sign, a red warning for a bad one. */
export function LineList({ items, tone }: { items: readonly string[]; tone: "good" | "bad" }) {
  const Icon = tone === "bad" ? TriangleAlert : CircleCheck;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        // The same line can appear twice (one phrase in two places); the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown.
        <li key={`${index}-${item}`} className="flex items-start gap-2 text-sm">
          <Icon
            aria-hidden="true"
            className={
              tone === "bad"
                ? "mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400"
                : "mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            }
          />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}
