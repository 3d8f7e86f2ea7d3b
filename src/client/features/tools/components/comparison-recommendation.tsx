// The recommendation under the table: the verified course with the highest rating, in a sentence
// that says why, or an honest "none" when no picked course is verified.
import { Award, TriangleAlert } from "lucide-react";
import { cn } from "../../../components/ui/cn";
import type { Recommendation } from "../lib/comparison";

export function ComparisonRecommendation({ recommendation }: { recommendation: Recommendation }) {
  const found = recommendation.courseId !== null;
  const Icon = found ? Award : TriangleAlert;
  return (
    <section
      aria-labelledby="comparison-recommendation-title"
      className={cn(
        "flex items-start gap-3 rounded-xl border p-5",
        found
          ? "border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
          : "border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
      <div className="space-y-1">
        <h2 id="comparison-recommendation-title" className="text-lg font-semibold">
          {found ? "Our recommendation" : "No recommendation"}
        </h2>
        <p>{recommendation.sentence}</p>
        <p className="text-sm opacity-80">
          We only recommend verified courses, and among them the one students rate highest.
        </p>
      </div>
    </section>
  );
}
