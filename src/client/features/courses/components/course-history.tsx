// The course page's History tab: the trust score over time and the dated public events
// (verification and its revocation, the creator's status changes, archiving, score changes), each
// with its reason when one was given, beside what changed on the sales page and in the price, in
// words (page-events.ts), newest first. The page and price events come from the snapshots and the
// price history: when either cannot be read, the rest of the history is still shown.
import { Archive, BadgeCheck, FileText, ShieldAlert, ShieldOff, Tag, TrendingUp } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { HistoryEvent } from "../../../../shared/contracts/editorial";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { formatDate } from "../../../lib/format";
import { KEEP_SCROLL } from "../../../lib/keep-scroll";
import { usePriceHistory } from "../../../lib/queries/get-price-history";
import { serverErrorOr } from "../../../lib/server-error";
import { useCourseHistory } from "../api/get-course-history";
import { useSnapshotList } from "../api/snapshots";
import { PageChangesList } from "./page-changes-list";
import { type PageEvent, pageEventsOf } from "./page-events";
import { ScoreHistoryChart } from "./score-history-chart";

const PAGE_KINDS: Record<PageEvent["kind"], { label: string; icon: typeof Archive; tone: string }> = {
  page: { label: "Sales page", icon: FileText, tone: "text-slate-700 dark:text-slate-300" },
  price: { label: "Price", icon: Tag, tone: "text-slate-700 dark:text-slate-300" },
};

type Entry = { kind: "event"; event: HistoryEvent } | { kind: "page"; event: PageEvent };

const KINDS: Record<HistoryEvent["kind"], { label: string; icon: typeof Archive; tone: string }> = {
  verified: { label: "Verified", icon: BadgeCheck, tone: "text-emerald-700 dark:text-emerald-400" },
  "verification-revoked": {
    label: "Verification revoked",
    icon: ShieldOff,
    tone: "text-red-700 dark:text-red-400",
  },
  "creator-status": {
    label: "Creator status",
    icon: ShieldAlert,
    tone: "text-amber-700 dark:text-amber-400",
  },
  archived: { label: "Archived", icon: Archive, tone: "text-slate-700 dark:text-slate-300" },
  score: { label: "Trust score", icon: TrendingUp, tone: "text-indigo-700 dark:text-indigo-300" },
};

export function CourseHistory({ courseId }: { courseId: number }) {
  const ids = useId();
  const history = useCourseHistory(courseId);
  const snapshots = useSnapshotList(courseId);
  const prices = usePriceHistory(courseId);

  if (history.isPending) {
    return <LoadingBars label="Loading the history…" bars={["h-48 w-full", "h-5 w-2/3", "h-5 w-1/2"]} />;
  }
  if (history.isError) {
    return <LoadError message={serverErrorOr(history.error, "Failed to load the history")} query={history} />;
  }

  const { scores, events } = history.data;
  const pageEvents = pageEventsOf(snapshots.data?.items ?? [], prices.data?.points ?? []);
  const entries: Entry[] = [
    ...events.map((event): Entry => ({ kind: "event", event })),
    ...pageEvents.map((event): Entry => ({ kind: "page", event })),
  ].sort((a, b) => Date.parse(b.event.at) - Date.parse(a.event.at));
  return (
    <div className="space-y-10">
      <section aria-labelledby={`${ids}-scores`}>
        <h2 id={`${ids}-scores`} className="mb-3 text-xl font-semibold">
          Trust score over time
        </h2>
        <ScoreHistoryChart points={scores} />
      </section>
      <section aria-labelledby={`${ids}-events`}>
        <h2 id={`${ids}-events`} className="mb-3 text-xl font-semibold">
          What happened
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Nothing has happened to this course yet: no verification, status change, score change or change to
            its sales page or price is recorded.
          </p>
        ) : (
          <ol aria-label="Course history" className="space-y-4">
            {entries.map((entry) =>
              entry.kind === "event" ? (
                <EventItem
                  // Events carry no id; time, kind and summary tell them apart.
                  key={`${entry.event.at}-${entry.event.kind}-${entry.event.summary}`}
                  event={entry.event}
                />
              ) : (
                <PageEventItem
                  key={`${entry.event.at}-${entry.event.kind}`}
                  courseId={courseId}
                  event={entry.event}
                />
              ),
            )}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One dated line of the history: the kind's icon, the date and the kind's label above `children`. */
function EventFrame({
  kind,
  at,
  wide = false,
  children,
}: {
  kind: { icon: typeof Archive; tone: string; label: string };
  at: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const Icon = kind.icon;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${kind.tone}`} />
      <div className={wide ? "min-w-0 flex-1" : "min-w-0"}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={at}>{formatDate(at)}</time> · {kind.label}
        </p>
        {children}
      </div>
    </li>
  );
}

function EventItem({ event }: { event: HistoryEvent }) {
  return (
    <EventFrame kind={KINDS[event.kind]} at={event.at}>
      <p className="font-medium break-words">{event.summary}</p>
      {event.reason ? (
        <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
          Reason: {event.reason}
        </p>
      ) : null}
    </EventFrame>
  );
}

/** A change of the sales page or the price, in words, with a link to the snapshots' diff. */
export function PageEventItem({ courseId, event }: { courseId: number; event: PageEvent }) {
  const heading = event.kind === "page" ? "The sales page changed" : "The price changed";
  return (
    <EventFrame kind={PAGE_KINDS[event.kind]} at={event.at} wide>
      <p className="font-medium">{heading}</p>
      <PageChangesList
        changes={event.changes}
        label={`${heading}, ${formatDate(event.at)}`}
        className="mt-1.5 space-y-1.5"
      />
      {event.compare ? (
        <p className="mt-1 text-sm">
          <Link
            to={`/courses/${courseId}?tab=snapshots&a=${event.compare.from}&b=${event.compare.to}`}
            preventScrollReset
            state={KEEP_SCROLL}
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            Compare the snapshots
          </Link>
        </p>
      ) : null}
    </EventFrame>
  );
}
