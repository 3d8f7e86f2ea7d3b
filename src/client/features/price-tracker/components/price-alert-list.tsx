// The member's alerts: course, current price, target, Active or
// Inactive, and 'Target Reached!' or the amount still above the target (or, for a course now
// priced in another currency, that the two are not compared); delete and show history.
import { LineChart, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { PRICE_ALERT_MESSAGES, type PriceAlert } from "../../../../shared/contracts/price-alerts";
import { NOT_COMPARED } from "../../../../shared/domain/money-format";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatPrice } from "../../../lib/format";

export function PriceAlertList({
  alerts,
  selectedCourseId,
  onShowHistory,
  onDelete,
  deletingId,
}: {
  alerts: readonly PriceAlert[];
  selectedCourseId: number | null;
  onShowHistory: (courseId: number) => void;
  onDelete: (alert: PriceAlert) => void;
  deletingId: number | null;
}) {
  return (
    <ul aria-label="Your price alerts" className="divide-y divide-slate-200 dark:divide-slate-800">
      {alerts.map((alert) => (
        <li key={alert.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/courses/${alert.courseId}`}
                className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {alert.courseName}
              </Link>
              <Badge tone={alert.isActive ? "green" : "grey"}>{alert.isActive ? "Active" : "Inactive"}</Badge>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Current price{" "}
              <span className="font-semibold tabular-nums">
                {formatPrice(alert.currentPrice, alert.courseCurrency)}
              </span>
              {" · "}Target{" "}
              <span className="font-semibold tabular-nums">
                {formatPrice(alert.targetPrice, alert.currency)}
              </span>
            </p>
            {!alert.comparable ? (
              <p className="text-sm text-amber-800 dark:text-amber-300">
                The course is now {NOT_COMPARED}; this alert waits until it is priced in {alert.currency}{" "}
                again.
              </p>
            ) : alert.targetReached ? (
              <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                {PRICE_ALERT_MESSAGES.targetReached}
              </p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatPrice(alert.amountAboveTarget, alert.currency)} above target
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant={selectedCourseId === alert.courseId ? "secondary" : "outline"}
              size="sm"
              aria-pressed={selectedCourseId === alert.courseId}
              onClick={() => onShowHistory(alert.courseId)}
            >
              <LineChart aria-hidden="true" className="h-4 w-4" />
              Price history<span className="sr-only"> of {alert.courseName}</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDelete(alert)}
              disabled={deletingId === alert.id}
              aria-label={`Delete alert for ${alert.courseName}`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
