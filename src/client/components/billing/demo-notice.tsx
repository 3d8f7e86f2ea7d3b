import { Info } from "lucide-react";
import { cn } from "../ui/cn";

/** Every screen in demo mode says plainly that no payment is taken. */
export function DemoNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100",
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong>Demo billing:</strong> no payment is taken. Choosing a plan activates it at once without
        charging any card.
      </span>
    </p>
  );
}
