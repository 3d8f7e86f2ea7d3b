import { Sparkles } from "lucide-react";
import { formatUsage, useUsage } from "../../features/account/api/get-usage";

/** 'AI Looks: used/quota' for a signed-in member, shown only once usage has loaded. */
export function UsageBadge() {
  const usage = useUsage();
  if (!usage.data) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
      <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
      AI Looks: {formatUsage(usage.data)}
    </span>
  );
}
