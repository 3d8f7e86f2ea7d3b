// The leaderboard's pieces: a badge pill, the top-3 podium, the
// ranked list from position 4, the badge levels table and how points are earned.
import { Award, Crown, Medal } from "lucide-react";
import { Link } from "react-router";
import type { LeaderboardEntry } from "../../../../shared/contracts/leaderboard";
import { BADGE_LEVELS, type BadgeLevel, CONTRIBUTION_POINTS } from "../../../../shared/domain/community";
import { cn } from "../../../components/ui/cn";
import { TableHead } from "../../../components/ui/table";
import { badgeLabel, displayName, initials, pointsText } from "../lib/leaderboard-format";

const BADGE_CLASSES: Record<BadgeLevel, string> = {
  bronze:
    "border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950/50 dark:text-orange-200",
  silver:
    "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200",
  gold: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-950/50 dark:text-amber-200",
  platinum:
    "border-cyan-300 bg-cyan-50 text-cyan-900 dark:border-cyan-700 dark:bg-cyan-950/50 dark:text-cyan-200",
  diamond:
    "border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-700 dark:bg-violet-950/50 dark:text-violet-200",
};

export function BadgePill({ level, className }: { level: BadgeLevel; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        BADGE_CLASSES[level],
        className,
      )}
    >
      <Award aria-hidden="true" className="h-3.5 w-3.5" />
      {badgeLabel(level)}
    </span>
  );
}

function Avatar({ entry, size = "md" }: { entry: LeaderboardEntry; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
        size === "lg" ? "h-14 w-14 text-lg" : "h-10 w-10 text-sm",
      )}
    >
      {initials(entry)}
    </span>
  );
}

const PODIUM_STYLE = [
  { icon: Crown, ring: "border-amber-400 dark:border-amber-500", lift: "sm:order-2 sm:pb-10" },
  { icon: Medal, ring: "border-slate-400 dark:border-slate-500", lift: "sm:order-1 sm:mt-6" },
  { icon: Medal, ring: "border-orange-400 dark:border-orange-600", lift: "sm:order-3 sm:mt-10" },
] as const;

/** The first three places; on wide screens 2nd, 1st, 3rd side by side. */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <ol aria-label="Top 3 contributors" className="grid gap-4 sm:grid-cols-3 sm:items-end">
      {entries.slice(0, 3).map((entry, position) => {
        const style = PODIUM_STYLE[position]!;
        const Icon = style.icon;
        return (
          <li
            key={entry.userId}
            className={cn(
              "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-xl border-2 bg-white p-3 dark:bg-slate-900",
              "sm:flex sm:flex-col sm:gap-2 sm:p-4 sm:text-center",
              style.ring,
              style.lift,
              entry.isMe && "ring-2 ring-indigo-500 ring-offset-2 dark:ring-offset-slate-950",
            )}
          >
            <Avatar entry={entry} size="lg" />
            <div className="min-w-0 space-y-1">
              <span className="inline-flex items-center gap-1 text-sm font-semibold">
                <Icon aria-hidden="true" className="h-5 w-5" />
                Rank {entry.rank}
              </span>
              <span className="block font-semibold break-words">
                {displayName(entry)}
                {entry.isMe ? " (you)" : ""}
              </span>
            </div>
            <PointsAndBadge
              entry={entry}
              className="flex flex-col items-end gap-1 sm:items-center"
              pointsClassName="font-bold tabular-nums sm:text-lg"
            />
          </li>
        );
      })}
    </ol>
  );
}

/** An entry's points over its badge, at the end of its row. */
function PointsAndBadge({
  entry,
  className,
  pointsClassName,
}: {
  entry: LeaderboardEntry;
  className: string;
  pointsClassName: string;
}) {
  return (
    <div className={className}>
      <span className={pointsClassName}>{pointsText(entry.totalPoints)}</span>
      <BadgePill level={entry.badgeLevel} />
    </div>
  );
}

/** Places 4 onward, with the counts behind each total. */
export function RankedList({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <ol aria-label="Ranked contributors" className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => (
        <li
          key={entry.userId}
          className={cn(
            "flex items-center gap-3 py-3",
            entry.isMe && "rounded-lg bg-indigo-50 px-2 dark:bg-indigo-950/40",
          )}
        >
          <span className="w-10 shrink-0 text-center font-semibold tabular-nums">#{entry.rank}</span>
          <Avatar entry={entry} />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">
              {displayName(entry)}
              {entry.isMe ? " (you)" : ""}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {entry.courseReviews} reviews · {entry.verificationVotes} votes · {entry.scamsReported} scams
              confirmed
            </p>
          </div>
          <PointsAndBadge
            entry={entry}
            className="flex shrink-0 flex-col items-end gap-1"
            pointsClassName="font-semibold tabular-nums"
          />
        </li>
      ))}
    </ol>
  );
}

export function BadgeLevelsTable({ current }: { current: BadgeLevel | undefined }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Badge levels by points</caption>
      <TableHead
        rowClassName="border-b border-slate-200 dark:border-slate-700"
        columns={[
          ["Badge", "py-2 font-semibold"],
          ["Points", "py-2 text-right font-semibold"],
        ]}
      />
      <tbody>
        {BADGE_LEVELS.map((badge, i) => {
          const next = BADGE_LEVELS[i + 1];
          return (
            <tr
              key={badge.level}
              className={cn(
                "border-b border-slate-100 last:border-0 dark:border-slate-800",
                current === badge.level && "bg-indigo-50 dark:bg-indigo-950/40",
              )}
            >
              <td className="py-2">
                <BadgePill level={badge.level} />
                {current === badge.level ? (
                  <>
                    {" "}
                    <span className="ml-1 text-xs font-medium">Your badge</span>
                  </>
                ) : null}
              </td>
              <td className="py-2 text-right tabular-nums">
                {next ? `${badge.minPoints}–${next.minPoints - 1}` : `${badge.minPoints}+`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const EARNING = [
  {
    points: CONTRIBUTION_POINTS.quiz_completion,
    what: "Complete the Fake Guru Detection Quiz (once)",
    to: "/interactive-quiz",
    link: "Take the quiz",
  },
  {
    points: CONTRIBUTION_POINTS.review_approved,
    what: "Write a course review that moderators approve",
    to: "/courses",
    link: "Browse courses",
  },
  {
    points: CONTRIBUTION_POINTS.scam_confirmed,
    what: "Report a scam that our team confirms",
    to: "/community-reports",
    link: "Report a scam",
  },
  {
    points: CONTRIBUTION_POINTS.report_vote,
    what: "Vote on a community report",
    to: "/community-reports",
    link: "See reports",
  },
] as const;

export function HowToEarn() {
  return (
    <ul className="space-y-3">
      {EARNING.map((item) => (
        <li key={item.what} className="flex items-start gap-3">
          <span className="w-16 shrink-0 rounded-md bg-indigo-50 py-1 text-center text-sm font-bold text-indigo-800 tabular-nums dark:bg-indigo-950/60 dark:text-indigo-200">
            +{item.points}
          </span>
          <span className="min-w-0 text-sm">
            {item.what}.{" "}
            <Link to={item.to} className="font-medium text-indigo-700 underline dark:text-indigo-300">
              {item.link}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
