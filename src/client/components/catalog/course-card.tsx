// The catalogue card (SPEC.md section 2 "Course browser"). Home imports it too, so it stays light:
// no zod, no query hooks, type-only contract imports.
import { Link } from "react-router";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import { formatPrice } from "../../lib/format";
import { buttonClasses } from "../ui/button";
import { CourseRating } from "./course-rating";
import { TrustScoreBadge } from "./trust-score-badge";
import { VerifiedBadge } from "./verified-badge";

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {course.isVerified ? <VerifiedBadge /> : null}
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
          <TrustScoreBadge score={course.trustScore} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <p className="text-lg font-bold">
          <span className="sr-only">Price: </span>
          {formatPrice(course.price)}
        </p>
        <Link to={`/courses/${course.id}`} className={buttonClasses({ size: "sm" })}>
          View Details<span className="sr-only">: {course.title}</span>
        </Link>
      </div>
    </article>
  );
}
