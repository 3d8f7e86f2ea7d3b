// The course browser's card. Home imports it too, so it stays light:
// no zod, no query hooks, type-only contract imports. The AI Quick Look panel (request, contracts,
// notices) is fetched on the first click; a pointer or focus on the button starts that fetch early,
// so the card on every screen carries the button without its code.
import { Sparkles } from "lucide-react";
import { type ComponentType, useId, useState } from "react";
import { Link } from "react-router";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import { formatCoursePrice } from "../../lib/format";
import { Button, buttonClasses } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { CourseRating } from "./course-rating";
import { TrustScoreBadge } from "./trust-score-badge";
import { UnreviewedBadge } from "./unreviewed-badge";
import { VerifiedBadge } from "./verified-badge";

type QuickLookPanel = ComponentType<{ courseId: number }>;

let panelModule: Promise<QuickLookPanel> | null = null;

function loadQuickLookPanel(): Promise<QuickLookPanel> {
  panelModule ??= import("./quick-look-panel").then(
    (module) => module.QuickLookPanel,
    (error: unknown) => {
      panelModule = null; // a failed chunk fetch may succeed next time
      throw error;
    },
  );
  return panelModule;
}

function prefetchQuickLookPanel(): void {
  loadQuickLookPanel().catch(() => undefined);
}

export function CourseCard({ course }: { course: CourseSummary }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<QuickLookPanel | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const unreviewed = course.editorialStatus === "unreviewed";

  function handleQuickLook() {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setLoadFailed(false);
    if (Panel) return;
    loadQuickLookPanel().then(
      (component) => setPanel(() => component),
      () => setLoadFailed(true),
    );
  }

  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {course.isVerified ? <VerifiedBadge /> : null}
          {unreviewed ? <UnreviewedBadge /> : null}
          <span className="text-xs font-medium text-indigo-700 dark:text-indigo-300">
            {course.categoryName}
          </span>
        </div>
        <div>
          <h3 className="line-clamp-2 text-lg leading-snug font-semibold">{course.title}</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">by {course.instructorName}</p>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <CourseRating averageRating={course.averageRating} reviewCount={course.reviewCount} />
          <TrustScoreBadge score={course.trustScore} provisional={unreviewed} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <p className="text-lg font-bold">
          <span className="sr-only">Price: </span>
          {formatCoursePrice(course)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={handleQuickLook}
            onPointerEnter={prefetchQuickLookPanel}
            onFocus={prefetchQuickLookPanel}
          >
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            AI Quick Look<span className="sr-only">: {course.title}</span>
          </Button>
          <Link to={`/courses/${course.id}`} className={buttonClasses({ size: "sm" })}>
            View Details<span className="sr-only">: {course.title}</span>
          </Link>
        </div>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div
        id={panelId}
        aria-live="polite"
        className={open ? "border-t border-slate-200 px-5 py-4 dark:border-slate-800" : undefined}
      >
        {!open ? null : Panel ? (
          <Panel courseId={course.id} />
        ) : loadFailed ? (
          <p className="text-sm text-red-700 dark:text-red-400">AI analysis failed</p>
        ) : (
          <Spinner label="Loading AI Quick Look…" />
        )}
      </div>
    </article>
  );
}
