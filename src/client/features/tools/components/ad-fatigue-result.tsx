// The ad-fatigue answer: the verdict and why, sightings per week over the last 4 complete weeks,
// and where the ads ran. "Not enough data" is said plainly, never dressed up as a pass.
import type { Ref } from "react";
import { Link } from "react-router";
import {
  AD_PROBABLY_FAKE_ABOVE_PER_WEEK,
  AD_WEEKS,
  type AdFatigueResult,
  type AdVerdict,
} from "../../../../shared/contracts/tools";
import { WeeklyBars } from "../../../components/charts/weekly-bars";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { BulletList } from "../../../components/ui/bullet-list";
import { plural } from "../../../lib/format";

const VERDICTS: Record<AdVerdict, { text: string; tone: BadgeTone; summary: string }> = {
  "probably-fake": {
    text: "Probably fake",
    tone: "red",
    summary: `Advertised more than ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} times a week on average.`,
  },
  heavy: { text: "Heavy advertising", tone: "yellow", summary: "Advertised a lot, but not above our line." },
  normal: { text: "Normal advertising", tone: "green", summary: "Advertised at an ordinary rate." },
  "not-enough-data": {
    text: "Not enough data",
    tone: "grey",
    summary: "We have too few recorded ad sightings to judge. That is not a clean bill of health.",
  },
};

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

export function AdFatigueResultView({
  query,
  result,
  headingRef,
}: {
  query: string;
  result: AdFatigueResult;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const verdict = VERDICTS[result.verdict];
  const { match } = result;
  return (
    <section
      aria-labelledby="ad-fatigue-result-title"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-2">
        <h2
          id="ad-fatigue-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold break-words outline-none"
        >
          {match ? `Ad activity for ${match.name}` : `No match for “${query}”`}
        </h2>
        {match ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Matched the {match.kind} in our catalogue:{" "}
            <Link
              to={match.link}
              className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {match.kind === "course" ? "view the course page" : "view the creator profile"}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Badge tone={verdict.tone} className="px-3 py-1 text-sm">
            {verdict.text}
          </Badge>
          <p className="font-medium">{verdict.summary}</p>
        </div>
      </div>

      {match ? (
        <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h3 className="mb-4 font-semibold">
              Sightings per week{" "}
              <span className="font-normal text-slate-600 dark:text-slate-400">
                ({plural(result.total, "sighting")} in {AD_WEEKS} weeks, {result.perWeek} a week)
              </span>
            </h3>
            <WeeklyBars
              label={`Ad sightings per week for ${match.name}`}
              data={result.weeks.map((week) => ({
                key: week.weekStart,
                label: weekLabel(week.weekStart),
                longLabel: `Week of ${weekLabel(week.weekStart)}`,
                value: week.sightings,
              }))}
              threshold={{
                value: AD_PROBABLY_FAKE_ABOVE_PER_WEEK,
                label: `${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} a week: above this line, probably fake`,
              }}
              tone={(item) => (item.value > AD_PROBABLY_FAKE_ABOVE_PER_WEEK ? "red" : "indigo")}
            />
          </div>
          <div>
            <h3 className="mb-3 font-semibold">Where the ads ran</h3>
            {result.platforms.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No ads recorded in these weeks.</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {result.platforms.map((p) => (
                  <li key={p.platform} className="flex justify-between gap-4 py-2">
                    <span>{p.platform}</span>
                    <span className="font-semibold tabular-nums">{plural(p.sightings, "sighting")}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}

      <div>
        <h3 className="mb-2 font-semibold">How we decided</h3>
        <BulletList
          items={result.reasoning}
          className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300"
        />
      </div>
    </section>
  );
}
