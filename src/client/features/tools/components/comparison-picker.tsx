// The comparison's course picker: a search box and the first 9 matching courses
// as checkboxes. At the plan's limit the unpicked boxes are disabled and the reason is shown next to
// them (Free members and guests pick 2, paid plans 3).
import { ArrowDown, Info, Lock, X } from "lucide-react";
import { type FormEvent, type ReactNode, useId } from "react";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { TrustScoreBadge } from "../../../components/catalog/trust-score-badge";
import { VerifiedBadge } from "../../../components/catalog/verified-badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { LoadError } from "../../../components/ui/load-error";
import { SearchField } from "../../../components/ui/search-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCoursePrice, formatRating } from "../../../lib/format";
import { useSettledText } from "../../../lib/use-settled-text";
import { useComparisonPicker } from "../api/get-comparison-courses";
import { limitReason, PICKER_SIZE } from "../lib/comparison";

const SEARCH_DELAY_MS = 300;

export function ComparisonPicker({
  selected,
  titles,
  limit,
  onToggle,
  upsell,
  resultId,
}: {
  selected: readonly number[];
  /** Titles of picked courses known so far (a picked course may not be in the current list). */
  titles: ReadonlyMap<number, string>;
  limit: number;
  onToggle: (id: number) => void;
  /** Shown under the reason when the limit is reached (the upsell box for Free and guests). */
  upsell?: ReactNode;
  /** The comparison's element id, for the "See the comparison" jump on long pages. */
  resultId?: string;
}) {
  const reasonId = useId();
  const { text, setText, settled: query, settleNow } = useSettledText(SEARCH_DELAY_MS);
  const picker = useComparisonPicker(query);
  const atLimit = selected.length >= limit;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    settleNow();
  }

  return (
    <section aria-labelledby="comparison-picker-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h2 id="comparison-picker-title" className="text-xl font-semibold">
          Pick courses to compare
        </h2>
        <div className="flex items-center gap-2">
          {resultId ? (
            // Always laid out (hidden while nothing is picked), so the first tick shifts nothing.
            <Button
              variant="ghost"
              size="sm"
              className={selected.length === 0 ? "invisible" : undefined}
              onClick={() => document.getElementById(resultId)?.scrollIntoView()}
            >
              See the comparison
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {selected.length} of {limit} selected
          </p>
        </div>
      </div>

      <search>
        <form method="get" onSubmit={search}>
          <SearchField
            label="Search courses"
            hiddenLabel
            placeholder="Search courses by title, creator or topic"
            value={text}
            onChange={setText}
            buttonVariant="outline"
          />
        </form>
      </search>

      <p
        id={reasonId}
        className={cn(
          "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
          atLimit
            ? "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
            : "border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300",
        )}
      >
        {atLimit ? (
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        ) : (
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        )}
        <span>{limitReason(limit)}.</span>
      </p>

      {picker.isPending ? (
        <PickerSkeleton />
      ) : picker.isError ? (
        <LoadError message="We couldn't load the course list." query={picker} />
      ) : picker.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No courses match “{query}”. Try another title, creator or topic.
        </p>
      ) : (
        <>
          <ul
            className={cn(
              "grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
              picker.isPlaceholderData && "opacity-60",
            )}
          >
            {picker.data.items.map((course) => {
              const checked = selected.includes(course.id);
              return (
                <li key={course.id}>
                  <PickerItem
                    course={course}
                    checked={checked}
                    disabled={!checked && atLimit}
                    describedBy={!checked && atLimit ? reasonId : undefined}
                    onToggle={() => onToggle(course.id)}
                  />
                </li>
              );
            })}
          </ul>
          {picker.data.total > PICKER_SIZE ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Showing the first {PICKER_SIZE} of {picker.data.total} courses
              {query ? ` matching “${query}”` : ""}. Search to find others.
            </p>
          ) : null}
        </>
      )}

      {selected.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Selected:</span>
          <ul aria-label="Selected courses" className="flex min-w-0 flex-wrap gap-2">
            {selected.map((id) => {
              const title =
                titles.get(id) ??
                picker.data?.items.find((course) => course.id === id)?.title ??
                `Course #${id}`;
              return (
                <li
                  key={id}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100"
                >
                  <span className="truncate">{title}</span>
                  <button
                    type="button"
                    onClick={() => onToggle(id)}
                    aria-label={`Remove ${title}`}
                    className="rounded-full p-1 hover:bg-indigo-100 dark:hover:bg-indigo-900"
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {atLimit ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Remove a course to pick another.</p>
      ) : null}
      {atLimit ? upsell : null}
    </section>
  );
}

function PickerItem({
  course,
  checked,
  disabled,
  describedBy,
  onToggle,
}: {
  course: CourseSummary;
  checked: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex h-full gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors dark:bg-slate-900",
        checked
          ? "border-indigo-500 ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400"
          : "border-slate-200 dark:border-slate-800",
        disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-indigo-300",
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onToggle}
        className="mt-1 h-4 w-4 shrink-0 accent-indigo-700"
      />
      <span className="min-w-0 space-y-1.5">
        <span className="block font-medium break-words">{course.title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          by {course.instructorName} · {formatCoursePrice(course)}
          {course.averageRating ? ` · ★ ${formatRating(course.averageRating)}` : ""}
        </span>
        <span className="flex flex-wrap gap-1.5">
          <TrustScoreBadge score={course.trustScore} />
          {course.isVerified ? <VerifiedBadge /> : null}
        </span>
      </span>
    </label>
  );
}

function PickerSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: PICKER_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-24" />
        </li>
      ))}
    </ul>
  );
}
