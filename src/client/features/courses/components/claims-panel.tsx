import { TriangleAlert } from "lucide-react";
import type { Verdict } from "../../../../shared/contracts/analysis";
import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { IconList } from "../../../components/ui/icon-list";

/** One side of the comparison: a titled box of text (line breaks kept). */
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

/**
 * What the seller claims: the income claims on record, else the earnings claims the verdict found
 * in the copy; "none" only when neither holds one. Without the verdict (still loading, or failed)
 * nothing is said either way.
 */
function sellerClaims(incomeClaims: string | null, verdict: Verdict | undefined): string {
  if (incomeClaims) return incomeClaims;
  if (!verdict) return "The claims found in the copy are not available right now.";
  const claims = verdict.findings.redFlags.filter((flag) => flag.category === "earnings-claim");
  if (claims.length === 0) return "No income claims recorded or found in its copy.";
  return claims.map((claim) => `“${claim.phrase}”`).join("\n");
}

/**
 * What the seller promises next to what students report, then the red flags: the course's one
 * verdict (GET /api/courses/{id}/trust, computed by src/server/analysis/verdict.ts), so this panel
 * says what the score, the quick look and the analyzer say.
 */
export function ClaimsPanel({
  course,
  verdict,
}: {
  course: Pick<CourseDetail, "incomeClaims" | "actualStudentOutcomes">;
  verdict: Verdict | undefined;
}) {
  const lines = verdict
    ? [
        ...verdict.findings.redFlags.map((flag) => `${flag.label} (${flag.severity}): “${flag.phrase}”`),
        ...verdict.recordedFlags.map((flag) => `Recorded by our reviewers: ${flag}`),
      ]
    : [];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <ClaimBox
          title="What the seller claims"
          text={sellerClaims(course.incomeClaims, verdict)}
          className="border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/30"
          titleClassName="text-amber-900 dark:text-amber-200"
        />
        <ClaimBox
          title="What students actually report"
          text={course.actualStudentOutcomes ?? "No student outcomes recorded yet."}
          className="border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
        />
      </div>
      {verdict ? (
        <div>
          <h3 className="font-semibold">
            {`Red flags: ${verdict.redFlagCount === 0 ? "none found" : `${verdict.redFlagCount} found`}`}
          </h3>
          {verdict.redFlagCount === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              No red flags recorded or found in its copy.
            </p>
          ) : (
            <IconList items={lines} icon={TriangleAlert} tone="bad" className="mt-2 space-y-2 text-sm" />
          )}
        </div>
      ) : null}
    </div>
  );
}
