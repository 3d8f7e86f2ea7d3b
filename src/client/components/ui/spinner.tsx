import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <LoaderCircle
        aria-hidden="true"
        className="h-5 w-5 animate-spin text-indigo-700 dark:text-indigo-400"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for guards and route loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="[&>svg]:h-8 [&>svg]:w-8" />
    </div>
  );
}
