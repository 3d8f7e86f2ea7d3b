// The member's billing events, newest first, with what a card provider would have charged.
import type { BillingEvent } from "../../../../shared/contracts/billing";
import { PLANS } from "../../../../shared/domain/plans";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/format";
import { useBillingHistory } from "../../../lib/queries/billing";

const name = (plan: BillingEvent["fromPlan"]) => (plan ? PLANS[plan].displayName : "—");

function describe(event: BillingEvent): string {
  const interval = event.interval ? ` (${event.interval})` : "";
  switch (event.kind) {
    case "upgrade":
      return `Changed to ${name(event.toPlan)}${interval}, effective immediately`;
    case "downgrade_scheduled":
      return `Scheduled a move to ${name(event.toPlan)}${interval} at the end of the period`;
    case "downgrade_applied":
      return `Moved from ${name(event.fromPlan)} to ${name(event.toPlan)}${interval}`;
    case "cancel":
      return `Canceled ${name(event.fromPlan)} at the end of the period`;
    case "resume":
      return `Kept ${name(event.toPlan)}; the scheduled change was undone`;
    case "renewal":
      return `${name(event.toPlan)}${interval} renewed`;
    case "refund":
      return "Refund";
  }
}

function amountText(event: BillingEvent): string {
  if (event.amount === 0) return "$0";
  const dollars = `$${event.amount.toFixed(2)}`;
  return event.charged ? dollars : `${dollars} (not charged: demo)`;
}

export function BillingHistory() {
  const history = useBillingHistory();
  if (history.isPending) return <Spinner label="Loading billing history…" />;
  if (history.isError) {
    return <LoadError message="We couldn't load your billing history." query={history} />;
  }
  if (history.data.items.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No plan changes yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="billing-history">
      {history.data.items.map((event) => (
        <li
          key={event.id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{describe(event)}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(event.createdAt)}</p>
          </div>
          <p className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">
            {amountText(event)}
          </p>
        </li>
      ))}
    </ul>
  );
}
