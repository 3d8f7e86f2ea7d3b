import { TriangleAlert } from "lucide-react";
import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { IconList } from "../../../parts/blocks";

/** One side of the comparison: a titled box of text as it was recorded (line breaks kept). */
function ClaimBox({
  title,
  text,
  className,
  titleClassName,
}: {
  title: string;
  text: string;
  /** The box's border and background colours. */
  className: string;
  titleClassName?: string;
}) {
  return (
    <div className={`rounded-lg border p-4 ${className}`}>
      <h3 className={titleClassName ? `text-sm font-semibold ${titleClassName}` : "text-sm font-semibold"}>
        {title}
      </h3>
      <p className="mt-2 text-sm whitespace-pre-line">{text}</p>
    </div>
  );
}

/** What the seller promises next to what students report, then the red flags on record. */
export function ClaimsPanel({
  course,
}: {
  course: Pick<CourseDetail, "incomeClaims" | "actualStudentOutcomes" | "redFlags">;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <ClaimBox
          title="What the seller claims"
          text={course.incomeClaims ?? "No income claims recorded."}
          className="border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/30"
          titleClassName="text-amber-900 dark:text-amber-200"
        />
        <ClaimBox
          title="What students actually report"
          text={course.actualStudentOutcomes ?? "No student outcomes recorded yet."}
          className="border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
        />
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
