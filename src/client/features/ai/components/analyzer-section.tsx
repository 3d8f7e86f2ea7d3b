// One titled card of the analysis result; the heading level fits under the result's h2.
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../../components/ui/cn";

export function AnalyzerSection({
  title,
  icon: Icon,
  iconClassName,
  aside,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName?: string;
  /** Shown at the end of the heading row (a count or a badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {/* cn does not merge conflicting classes, so a given colour replaces the default one. */}
          <Icon
            aria-hidden="true"
            className={cn("h-5 w-5", iconClassName ?? "text-indigo-700 dark:text-indigo-400")}
          />
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** "Nothing found" inside a section, in the same muted style everywhere. */
export function AnalyzerEmpty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
