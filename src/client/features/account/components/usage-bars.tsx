// Usage this period as bars: AI quick looks (month), full AI reports (week), active price alerts.
import type { SubscriptionResponse } from "../../../../shared/contracts/billing";
import { isUnlimited } from "../../../../shared/domain/access";
import { formatDate } from "../../../lib/format";

function UsageBar({
  label,
  used,
  limit,
  note,
}: {
  label: string;
  used: number;
  /** null: unlimited. */
  limit: number | null;
  note: string;
}) {
  const percent = limit === null || limit <= 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));
  const full = limit !== null && used >= limit;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{label}</span>
        <span className="text-sm tabular-nums">
          {limit === null ? `${used} used · unlimited` : `${used} of ${limit} used`}
        </span>
      </div>
      {limit === null ? (
        <div className="h-2 rounded-full bg-emerald-100 dark:bg-emerald-950" aria-hidden="true" />
      ) : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className={full ? "h-full bg-red-600 dark:bg-red-400" : "h-full bg-indigo-600 dark:bg-indigo-400"}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>
    </div>
  );
}

const limitOf = (quota: number) => (isUnlimited(quota) ? null : quota);

export function UsageBars({ usage }: { usage: SubscriptionResponse["usage"] }) {
  return (
    <div className="space-y-5">
      <UsageBar
        label="AI quick looks this month"
        used={usage.aiLooks.used}
        limit={limitOf(usage.aiLooks.quota)}
        note={`Quick looks and URL analyses share this allowance. Resets on ${formatDate(usage.aiLooks.resetAt)}; no rollover.`}
      />
      <UsageBar
        label="Full AI reports this week"
        used={usage.fullReports.used}
        limit={limitOf(usage.fullReports.quota)}
        note={`A cached report costs nothing. Resets on ${formatDate(usage.fullReports.resetAt)}.`}
      />
      <UsageBar
        label="Active price alerts"
        used={usage.priceAlerts.active}
        limit={usage.priceAlerts.limit}
        note="Alerts held at once; a triggered or deleted alert frees its place."
      />
    </div>
  );
}
