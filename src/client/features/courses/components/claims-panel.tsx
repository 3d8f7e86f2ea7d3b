import { TriangleAlert } from "lucide-react";
import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { IconList } from "../../../parts/blocks";

/** What the seller promises next to what students report, then the red flags on record. */
export function ClaimsPanel({
  course,
}: {
  course: Pick<CourseDetail, "incomeClaims" | "actualStudentOutcomes" | "redFlags">;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-900 dark:bg-amber-950/30">
          <h3 className="text-sm font-semibold text-amber-900 dark:text-amber-200">What the seller claims</h3>
          <p className="mt-2 text-sm whitespace-pre-line">
            {course.incomeClaims ?? "No income claims recorded."}
          </p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
          <h3 className="text-sm font-semibold">What students actually report</h3>
          <p className="mt-2 text-sm whitespace-pre-line">
            {course.actualStudentOutcomes ?? "No student outcomes recorded yet."}
          </p>
        </div>
      </div>
      <div>
        <h3 className="font-semibold">Red flags on record</h3>
        {course.redFlags.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No red flags recorded.</p>
        ) : (
          <IconList
            items={course.redFlags}
            icon={TriangleAlert}
            tone="bad"
            className="mt-2 space-y-2 text-sm"
          />
        )}
      </div>
    </div>
  );
}
