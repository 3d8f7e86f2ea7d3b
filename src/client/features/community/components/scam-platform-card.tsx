// One platform's scam analytics on /scam-prevention-guide: the creator figures, the reports, the
// most reported scam types, and the trend with the two counts behind it. A small bar (one image with
// every value in its name) shows how this month's reports compare with the month before.
import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { PlatformScamAnalytics } from "../../../../shared/contracts/community-reports";
import { type ScamTrend, TREND_LABELS } from "../../../../shared/contracts/community-reports-constants";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { plural } from "../../../lib/format";

const TREND_TONES: Record<ScamTrend, BadgeTone> = { up: "red", down: "green", stable: "grey" };
const TREND_ICONS = { up: TrendingUp, down: TrendingDown, stable: Minus } as const;

/** The three creator counts, each in its own tinted box; the red and green ones carry that colour. */
const CREATOR_FIGURES: readonly {
  key: "totalCreators" | "suspiciousCreators" | "verifiedCreators";
  label: string;
  boxClassName: string;
  toneClassName?: string;
}[] = [
  { key: "totalCreators", label: "Creators", boxClassName: "bg-slate-50 dark:bg-slate-800/60" },
  {
    key: "suspiciousCreators",
    label: "Suspicious",
    boxClassName: "bg-red-50 dark:bg-red-950/40",
    toneClassName: "text-red-800 dark:text-red-300",
  },
  {
    key: "verifiedCreators",
    label: "Verified",
    boxClassName: "bg-emerald-50 dark:bg-emerald-950/40",
    toneClassName: "text-emerald-800 dark:text-emerald-300",
  },
];

function Bar({
  label,
  value,
  max,
  className,
}: {
  label: string;
  value: number;
  max: number;
  className: string;
}) {
  const width = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div className="flex items-center gap-2 text-xs">
      <span className="w-24 shrink-0 text-slate-600 dark:text-slate-400">{label}</span>
      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
        <span className={`block h-full rounded-full ${className}`} style={{ width: `${width}%` }} />
      </span>
      <span className="w-6 text-right font-medium tabular-nums">{value}</span>
    </div>
  );
}

export function ScamPlatformCard({
  stats,
  windowDays,
}: {
  stats: PlatformScamAnalytics;
  windowDays: number;
}) {
  const Icon = TREND_ICONS[stats.trend];
  const max = Math.max(stats.recentReports, stats.previousReports);
  return (
    <article
      aria-label={`${stats.platform} scam analytics`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{stats.platform}</h3>
        <Badge tone={TREND_TONES[stats.trend]}>
          <Icon aria-hidden="true" className="h-3.5 w-3.5" />
          {TREND_LABELS[stats.trend]}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {CREATOR_FIGURES.map(({ key, label, boxClassName, toneClassName }) => (
          <div key={key} className={`rounded-lg p-2 ${boxClassName}`}>
            <dt className={`text-xs ${toneClassName ?? "text-slate-600 dark:text-slate-400"}`}>{label}</dt>
            <dd
              className={
                toneClassName
                  ? `text-xl font-bold tabular-nums ${toneClassName}`
                  : "text-xl font-bold tabular-nums"
              }
            >
              {stats[key]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {plural(stats.reports, "open or confirmed report")}, {stats.confirmedReports} confirmed as scams.
      </p>
      <div className="mt-3">
        <h4 className="text-sm font-medium">Most reported</h4>
        {stats.commonScams.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No reports yet.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {stats.commonScams.map((scam) => (
              <li key={scam.scamType}>
                <Badge tone="yellow">
                  {scam.scamType} ({scam.count})
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        className="mt-auto space-y-1.5 pt-4"
        role="img"
        aria-label={`${stats.platform}: ${stats.recentReports} reports in the last ${windowDays} days, ${stats.previousReports} in the ${windowDays} days before`}
      >
        <Bar
          label={`Last ${windowDays} days`}
          value={stats.recentReports}
          max={max}
          className="bg-indigo-600 dark:bg-indigo-400"
        />
        <Bar
          label={`${windowDays} days before`}
          value={stats.previousReports}
          max={max}
          className="bg-slate-400 dark:bg-slate-500"
        />
      </div>
    </article>
  );
}
