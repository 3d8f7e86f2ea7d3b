// The AI Insights tab: the full AI report, the trust score as a chart, and the seller's own words
// with the detector's findings highlighted (positions from GET /api/courses/{id}/trust; when that
// fails the copy is still shown, unmarked, with a note).
import { useId } from "react";
import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { Button } from "../../../components/ui/button";
import { useCourseTrust } from "../api/get-course-trust";
import { AiInsightsReport } from "./ai-insights-report";
import { type CopySource, FlaggedCopy } from "./highlighted-copy-findings";
import { NotScoredYet } from "./not-scored-yet";
import { Section } from "./section";
import { TrustChart } from "./trust-chart";

export function AiInsightsTab({ course }: { course: CourseDetail }) {
  const ids = useId();
  const trust = useCourseTrust(course.id);
  const breakdown = trust.data?.breakdown ?? course.trustBreakdown;
  const sources: CopySource[] = [
    { field: "salesCopy", text: course.salesCopy },
    { field: "description", text: course.description },
    { field: "incomeClaims", text: course.incomeClaims ?? "" },
  ];

  return (
    <div className="space-y-10">
      <Section id={`${ids}-report`} title="Full AI report">
        <AiInsightsReport courseId={course.id} />
      </Section>

      <Section id={`${ids}-chart`} title="Trust score breakdown">
        {breakdown ? <TrustChart breakdown={breakdown} /> : <NotScoredYet />}
      </Section>

      <Section id={`${ids}-phrases`} title="Flagged phrases in the seller's own words">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Quoted as the seller published it. Quoting is not endorsing: the marks show what our detector
          flagged and what it counted in the course's favour.
        </p>
        <FlaggedCopy
          sources={sources}
          loading={trust.isPending}
          detection={trust.data?.findings ?? null}
          unavailableNote={
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              <p>We couldn't load the flagged phrases just now, so the copy is shown without highlights.</p>
              <Button variant="outline" size="sm" onClick={() => trust.refetch()} disabled={trust.isFetching}>
                Try Again
              </Button>
            </div>
          }
        />
      </Section>
    </div>
  );
}
