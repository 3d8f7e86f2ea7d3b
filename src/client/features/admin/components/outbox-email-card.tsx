// One e-mail of the outbox: subject, status, recipient, kind and time, with the body behind a
// disclosure (details/summary), so a long list stays scannable on a phone.
import type { OutboxEmail, OutboxStatus } from "../../../../shared/contracts/outbox";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format";

const STATUS: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  unsent: { label: "Not sent", tone: "yellow" },
  sent: { label: "Sent", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const status = STATUS[email.status];
  return (
    <article
      aria-label={email.subject}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 flex-1 font-semibold break-words">{email.subject}</h2>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">To</dt>
        <dd className="break-all">{email.toAddress}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Kind</dt>
        <dd className="break-words">{email.kind}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Created</dt>
        <dd>
          <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
        </dd>
        {email.sentAt ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Sent</dt>
            <dd>
              <time dateTime={email.sentAt}>{formatDateTime(email.sentAt)}</time>
            </dd>
          </>
        ) : null}
        {email.error ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Error</dt>
            <dd className="break-words text-red-800 dark:text-red-300">{email.error}</dd>
          </>
        ) : null}
      </dl>
      <details className="mt-3 group">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          Show message
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-800 dark:bg-slate-950 dark:text-slate-200">
          {email.body}
        </pre>
      </details>
    </article>
  );
}
