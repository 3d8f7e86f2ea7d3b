// /course-comparison: pick courses
// from the first 9 (searchable), compare them in a table, and read which verified course we
// recommend. Guests and Free members compare 2 courses, Premium and Pro 3. The selection lives in
// the address (?ids=1,2,3), so a comparison can be shared or reloaded.
import { ArrowRight, Scale } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { PlanId } from "../../../../shared/domain/plans";
import { ToolPage, WithSignInState } from "../../../components/tool-page";
import { LoadError } from "../../../components/ui/load-error";
import { useComparedCourses } from "../api/get-comparison-courses";
import { ComparisonPicker } from "../components/comparison-picker";
import { ComparisonRecommendation } from "../components/comparison-recommendation";
import { ComparisonTable, ComparisonTableSkeleton } from "../components/comparison-table";
import { ComparisonUpsell } from "../components/comparison-upsell";
import { comparisonLimit, formatIds, parseIds, recommend, toggleId } from "../lib/comparison";

export function CourseComparisonPage() {
  return (
    <ToolPage
      icon={Scale}
      title="Course Comparison"
      intro="Put courses side by side: price, trust score and what it is made of, ratings, students, verification and red flags. We recommend the verified course students rate highest."
    >
      <div className="mt-8">
        <WithSignInState>{(user) => <ComparisonTool plan={user?.effectivePlan ?? null} />}</WithSignInState>
      </div>
    </ToolPage>
  );
}

/** Marks the address changes the picker makes itself, so they are not read back as a new link. */
const OWN_WRITE = { comparisonSelection: true } as const;

function isOwnWrite(state: unknown): boolean {
  return typeof state === "object" && state !== null && "comparisonSelection" in state;
}

function ComparisonTool({ plan }: { plan: PlanId | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const limit = comparisonLimit(plan);
  // The selection is state mirrored into ?ids=: the router updates the address in a transition, and
  // a checkbox bound to the address alone would flick back until it lands.
  const urlIds = searchParams.get("ids") ?? "";
  const [requested, setRequested] = useState(() => parseIds(urlIds));
  const [seenUrlIds, setSeenUrlIds] = useState(urlIds);
  if (urlIds !== seenUrlIds) {
    setSeenUrlIds(urlIds);
    if (!isOwnWrite(location.state)) setRequested(parseIds(urlIds));
  }
  const selected = requested.slice(0, limit);
  const compared = useComparedCourses(selected);
  const titles = new Map(compared.courses.map(({ course }) => [course.id, course.title]));

  function handleToggle(id: number) {
    const next = toggleId(selected, id, limit);
    setRequested(next);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next.length > 0) params.set("ids", formatIds(next));
        else params.delete("ids");
        return params;
      },
      { replace: true, state: OWN_WRITE },
    );
  }

  return (
    <div className="space-y-10">
      <ComparisonPicker
        selected={selected}
        titles={titles}
        limit={limit}
        onToggle={handleToggle}
        resultId="comparison-result"
        upsell={plan === "free" || plan === null ? <ComparisonUpsell /> : undefined}
      />

      <section
        id="comparison-result"
        aria-labelledby="comparison-result-title"
        className="scroll-mt-20 space-y-4"
      >
        <h2 id="comparison-result-title" className="text-xl font-semibold">
          Comparison
        </h2>
        {requested.length > selected.length ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
            This link compares {requested.length} courses; your plan compares {limit}, so the first {limit}{" "}
            are shown.
          </p>
        ) : null}
        {compared.notFound.length > 0 ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
            We couldn't find {compared.notFound.map((id) => `course #${id}`).join(" or ")}. Remove it from the
            selection to pick another.
          </p>
        ) : null}
        <ComparisonResult selected={selected} compared={compared} limit={limit} />
      </section>
    </div>
  );
}

function ComparisonResult({
  selected,
  compared,
  limit,
}: {
  selected: readonly number[];
  compared: ReturnType<typeof useComparedCourses>;
  limit: number;
}) {
  if (selected.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        <p className="font-medium">No courses selected yet</p>
        <p className="mt-1 text-sm">
          Tick up to {limit} courses above (search to find others). Their price, trust score, ratings,
          verification and red flags appear here side by side, with the course we recommend.
        </p>
      </div>
    );
  }
  if (compared.failed) {
    return (
      <LoadError
        message="We couldn't load the courses to compare."
        query={{ refetch: compared.retry, isFetching: compared.refetching }}
      />
    );
  }
  if (compared.pending) return <ComparisonTableSkeleton columns={selected.length} />;
  if (compared.courses.length === 0) return null;
  const recommendation =
    compared.courses.length > 1 ? recommend(compared.courses.map(({ course }) => course)) : null;
  return (
    <div className="space-y-4">
      {recommendation ? <ComparisonRecommendation recommendation={recommendation} /> : null}
      {compared.courses.length === 1 ? (
        <p className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          Pick at least one more course to compare
          <ArrowRight aria-hidden="true" className="h-4 w-4 -rotate-90" />
        </p>
      ) : null}
      <ComparisonTable compared={compared.courses} recommendedId={recommendation?.courseId ?? null} />
    </div>
  );
}
