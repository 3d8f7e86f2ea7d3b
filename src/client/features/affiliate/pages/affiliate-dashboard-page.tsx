// /affiliate-dashboard (affiliate role only; the route guards it): clicks on affiliate links, from
// the affiliate_clicks rows the redirect /go/{id} records. It was once called a revenue dashboard, but no
// commissions are recorded, so the page says so instead of showing a revenue figure.
import { BarChart3, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  AFFILIATE_RANGES,
  type AffiliateDashboard,
  type AffiliateRange,
} from "../../../../shared/contracts/affiliate";
import { DailyBars, shortDay } from "../../../components/charts/daily-bars";
import { ToolPage } from "../../../components/tool-page";
import { Card, CardContent, CardTitle } from "../../../components/ui/card";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { DataTable, ValuesTable } from "../../../components/ui/table";
import { formatCount } from "../../../lib/format";
import { useAffiliateDashboard } from "../api/get-affiliate-dashboard";

const SOURCE_LABELS: Record<string, string> = {
  detail: "Course page",
  card: "Course card",
  creator: "Creator profile",
  comparison: "Comparison tool",
  unknown: "Other / unknown",
};

export function AffiliateDashboardPage() {
  const [days, setDays] = useState<AffiliateRange>(30);
  const dashboard = useAffiliateDashboard(days);
  return (
    <ToolPage
      icon={BarChart3}
      kicker="Affiliate"
      title="Revenue Dashboard"
      intro="Clicks on the affiliate links of our course buttons, counted by the redirect each button goes through."
    >
      <p className="mt-4 flex max-w-3xl items-start gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          Commissions are not recorded yet: HypeCheck counts clicks only, not sales, so there is no revenue
          figure here. Clicks never affect scores, badges or reviews.
        </span>
      </p>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-medium">Range</legend>
        <div className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
          {AFFILIATE_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
              className={
                days === range
                  ? "rounded bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white dark:bg-indigo-400 dark:text-slate-950"
                  : "rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              }
            >
              Last {range} days
            </button>
          ))}
        </div>
      </fieldset>
      <div className="mt-6" aria-busy={dashboard.isFetching}>
        <QueryView
          query={dashboard}
          loading={
            <div className="space-y-4">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-56 w-full" />
            </div>
          }
          error="Could not load the affiliate clicks."
        >
          {(data) => <Figures data={data} />}
        </QueryView>
      </div>
    </ToolPage>
  );
}

function Figures({ data }: { data: AffiliateDashboard }) {
  const range = `${shortDay(data.from)} – ${shortDay(data.to)} (UTC)`;
  const clickDays = data.daily.filter((d) => d.clicks > 0);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[
          ["Clicks", data.totals.clicks],
          ["Unique visitors", data.totals.uniqueVisitors],
          ["Courses clicked", data.totals.coursesClicked],
        ].map(([label, value]) => (
          <Card key={label}>
            <CardContent className="p-5">
              <dl>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="mt-1 text-3xl font-bold tabular-nums">{formatCount(Number(value))}</dd>
              </dl>
            </CardContent>
          </Card>
        ))}
      </div>
      {data.totals.clicks === 0 ? (
        <Card>
          <CardContent className="space-y-2 text-center">
            <p className="text-lg font-semibold">No affiliate clicks recorded yet</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Nothing in {range}. Clicks appear here when visitors use a course's "View Course" or "Enroll
              Now" button that carries an affiliate link.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardContent className="space-y-4">
              <CardTitle>Clicks per day</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">{range}</p>
              <DailyBars
                data={data.daily.map((d) => ({ date: d.date, value: d.clicks }))}
                label="Affiliate clicks per day"
                unit="clicks"
              />
              <ValuesTable
                summary={`Days with clicks (${clickDays.length})`}
                caption="Affiliate clicks on each day with clicks"
                columns={["Day", "Clicks"]}
                rows={[...clickDays]
                  .reverse()
                  .map((d) => ({ key: d.date, when: shortDay(d.date), value: d.clicks }))}
                className="max-w-xs"
              />
            </CardContent>
          </Card>
          <div className="grid gap-6 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardContent className="space-y-4">
                <CardTitle>Clicks per course</CardTitle>
                <div className="overflow-x-auto">
                  <DataTable
                    caption="Affiliate clicks per course, most clicked first (top 20)"
                    className="w-full text-left text-sm"
                    headRowClassName="text-slate-600 dark:text-slate-400"
                    rowClassName="border-t border-slate-200 dark:border-slate-800"
                    columns={[
                      { label: "Course", headClassName: "py-2 pr-3 font-medium", className: "py-2 pr-3" },
                      {
                        label: "Clicks",
                        headClassName: "py-2 pr-3 text-right font-medium",
                        className: "py-2 pr-3 text-right tabular-nums",
                      },
                      {
                        label: "Visitors",
                        headClassName: "py-2 text-right font-medium",
                        className: "py-2 text-right tabular-nums",
                      },
                    ]}
                    rows={data.courses.map((course) => ({
                      key: String(course.courseId),
                      cells: [
                        <>
                          <Link
                            to={`/courses/${course.courseId}`}
                            className="font-medium break-words text-indigo-700 hover:underline dark:text-indigo-300"
                          >
                            {course.title}
                          </Link>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {course.creatorName}
                          </span>
                        </>,
                        course.clicks,
                        course.uniqueVisitors,
                      ],
                    }))}
                  />
                </div>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="space-y-4">
                <CardTitle>By button</CardTitle>
                <ul className="space-y-2 text-sm">
                  {data.sources.map((source) => (
                    <li key={source.source} className="flex justify-between gap-3">
                      <span>{SOURCE_LABELS[source.source] ?? source.source}</span>
                      <span className="font-medium tabular-nums">{source.clicks}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
