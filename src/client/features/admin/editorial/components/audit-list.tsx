// Every recorded change of a course or creator, newest first: when, who, what, each changed field
// "from → to", and the reason. Public rows (those in the item's History) are marked.

import type { AuditEvent } from "../../../../../shared/contracts/editorial";
import { Badge } from "../../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { formatDateTime } from "../../../../lib/format";
import { actionLabel, fieldLabel, formatAuditValue } from "../lib/audit-format";

/** `currency`: the item's (a course's) currency now, for amounts a change did not give one for. */
export function AuditList({ events, currency = "USD" }: { events: AuditEvent[]; currency?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit</CardTitle>
        <CardDescription>
          Every change, newest first. Marked rows also appear in the public history.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No changes recorded yet.</p>
        ) : (
          <ol aria-label="Audit" className="space-y-4">
            {events.map((event) => (
              <li key={event.id} className="border-l-2 border-slate-200 pl-4 dark:border-slate-700">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold">{actionLabel(event.action)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> by{" "}
                    {event.actorName ?? "the system"}
                  </span>
                  {event.isPublic ? <Badge tone="indigo">Public</Badge> : null}
                </p>
                {Object.keys(event.changes).length === 0 ? null : event.action === "created" ? (
                  <details className="mt-1.5 text-sm">
                    <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">
                      Fields set at creation ({Object.keys(event.changes).length})
                    </summary>
                    <Changes changes={event.changes} currency={currency} />
                  </details>
                ) : (
                  <Changes changes={event.changes} currency={currency} />
                )}
                {event.reason ? (
                  <p className="mt-1.5 text-sm">
                    <span className="font-medium">Reason:</span> {event.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Changes({ changes, currency }: { changes: AuditEvent["changes"]; currency: string }) {
  // Amounts read in the currency the same change set on each side, else the course's.
  const side = (value: unknown) => (typeof value === "string" ? value : currency);
  const from = side(changes.currency?.from);
  const to = side(changes.currency?.to);
  return (
    <ul className="mt-1.5 space-y-1 text-sm">
      {Object.entries(changes).map(([field, change]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{fieldLabel(field)}:</span>{" "}
          <span className="text-slate-600 dark:text-slate-400">
            {formatAuditValue(field, change.from, from)}
          </span>{" "}
          <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> <span>{formatAuditValue(field, change.to, to)}</span>
        </li>
      ))}
    </ul>
  );
}
