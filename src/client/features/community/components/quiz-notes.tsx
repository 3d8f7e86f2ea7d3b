// A titled list of short notes in the quiz (red flags to remember after an answer; areas to improve
// and recommendations in the results), with an icon before the title.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function QuizNotes({
  title,
  icon: Icon,
  iconClassName,
  items,
  empty,
  boxed = false,
}: {
  title: string;
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  items: readonly string[];
  /** Shown instead of an empty list. */
  empty?: ReactNode;
  /** A bordered section of its own (the results), or a smaller block under an answer. */
  boxed?: boolean;
}) {
  const Container = boxed ? "section" : "div";
  return (
    <Container className={boxed ? "rounded-lg border border-slate-200 p-4 dark:border-slate-700" : undefined}>
      <h3
        className={
          boxed
            ? "flex items-center gap-1.5 font-semibold"
            : "flex items-center gap-1.5 text-sm font-semibold"
        }
      >
        <Icon aria-hidden="true" className={`${boxed ? "h-5 w-5" : "h-4 w-4"} ${iconClassName}`} />
        {title}
      </h3>
      {items.length === 0 && empty ? (
        empty
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {items.map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
