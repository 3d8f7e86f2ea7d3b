// One listed creator: why they are listed, the figures behind it, and links to their profile and
// to their lowest-scored course (/course/{id}, which redirects to the course page).
import { AlertTriangle, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { FakeGuruItem } from "../../../../shared/contracts/tools";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { IconList } from "../../../components/ui/icon-list";

const STATUS: Record<FakeGuruItem["verificationStatus"], { text: string; tone: BadgeTone }> = {
  suspicious: { text: "Suspicious Claims", tone: "red" },
  verified: { text: "Verified Creator", tone: "green" },
  unverified: { text: "Unverified", tone: "grey" },
};

const LINK =
  "inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:underline dark:text-indigo-300";

export function FakeGuruCard({ item }: { item: FakeGuruItem }) {
  const status = STATUS[item.verificationStatus];
  const headingId = `fake-guru-${item.creatorId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {item.name}
        </h3>
        <Badge tone={status.tone}>{status.text}</Badge>
        {item.confirmedReports > 0 ? <Badge tone="red">Scam Confirmed</Badge> : null}
      </div>

      <IconList
        items={item.reasons}
        icon={AlertTriangle}
        tone="bad"
        className="mt-3 space-y-1.5 text-sm text-slate-700 dark:text-slate-300"
      />

      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Average trust</dt>
          <dd className="font-semibold tabular-nums">
            {item.averageTrustScore === null ? "Not scored" : `${item.averageTrustScore}/100`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Scams confirmed</dt>
          <dd className="font-semibold tabular-nums">{item.confirmedReports}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Reports open</dt>
          <dd className="font-semibold tabular-nums">{item.openReports}</dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6 dark:border-slate-800">
        {item.worstCourse ? (
          <Link to={`/course/${item.worstCourse.id}`} className={LINK}>
            <span>
              Lowest-scored course: {item.worstCourse.title} ({item.worstCourse.trustScore}/100)
            </span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
          </Link>
        ) : null}
        <Link to={`/creators/${item.slug}`} className={LINK}>
          View creator profile
          <span className="sr-only">: {item.name}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
        </Link>
      </div>
    </article>
  );
}
