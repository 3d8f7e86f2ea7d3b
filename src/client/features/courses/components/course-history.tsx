// The course page's History tab: the trust score over time and the dated public events
// (verification and its revocation, the creator's status changes, archiving, score changes), each
// with its reason when one was given.
import { Archive, BadgeCheck, ShieldAlert, ShieldOff, TrendingUp } from "lucide-react";
import { useId } from "react";
import type { HistoryEvent } from "../../../../shared/contracts/editorial";
import { LoadError } from "../../../components/ui/load-error";
import { formatDate } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { LoadingBars } from "../../../parts/blocks";
import { useCourseHistory } from "../api/get-course-history";
import { ScoreHistoryChart } from "./score-history-chart";

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

  if (history.isPending) {
    return <LoadingBars label="Loading the history…" bars={["h-48 w-full", "h-5 w-2/3", "h-5 w-1/2"]} />;
  }
  if (history.isError) {
    return <LoadError message={serverErrorOr(history.error, "Failed to load the history")} query={history} />;
  }

  const { scores, events } = history.data;
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
        {events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Nothing has happened to this course yet: no verification, status change or score change is
            recorded.
          </p>
        ) : (
          <ol aria-label="Course history" className="space-y-4">
            {events.map((event) => {
              const kind = KINDS[event.kind];
              const Icon = kind.icon;
              return (
                <li
                  // Events carry no id; time, kind and summary tell them apart.
                  key={`${event.at}-${event.kind}-${event.summary}`}
                  className="flex gap-3"
                >
                  <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${kind.tone}`} />
                  <div className="min-w-0">
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <time dateTime={event.at}>{formatDate(event.at)}</time> · {kind.label}
                    </p>
                    <p className="font-medium break-words">{event.summary}</p>
                    {event.reason ? (
                      <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
                        Reason: {event.reason}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
