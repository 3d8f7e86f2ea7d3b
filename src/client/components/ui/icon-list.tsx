// A list of short lines, each after the same icon (a check, a warning, a cross): plan features,
// red flags on record, the signs in the guide. The icon is decoration; the text says it all.
import type { LucideIcon } from "lucide-react";

/** The icon's colour: green for a good sign, red for a bad one, the text's own for neither. */
const TONES = {
  good: "text-emerald-600 dark:text-emerald-400",
  bad: "text-red-600 dark:text-red-400",
  plain: "",
} as const;

export function IconList({
  items,
  icon: Icon,
  tone = "plain",
  className,
  itemClassName = "flex items-start gap-2",
  iconClassName = `mt-0.5 h-4 w-4 shrink-0 ${TONES[tone]}`,
  textClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
  textClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        // The same line can appear twice (one phrase found in two places); the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown.
        <li key={`${index}-${item}`} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          <span className={textClassName}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
