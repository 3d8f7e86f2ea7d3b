import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CourseDetail, CourseLevel } from "../../../../shared/contracts/catalog";
import { describeBasis } from "../../../../shared/domain/honest-rating";
import { CourseRating } from "../../../components/catalog/course-rating";
import { formatCount, formatHours, formatPrice } from "../../../lib/format";
import { DefinitionList } from "../../../parts/blocks";

const LEVELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

/**
 * Rating, students, level, duration and price as a definition list, then what the rating rests on
 * ("based on 14 reviews, 6 verified, last one 3 weeks ago") with a link to how it is worked out.
 */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const rows: Array<[string, ReactNode]> = [
    [
      "Rating",
      <CourseRating key="rating" averageRating={course.averageRating} reviewCount={course.reviewCount} />,
    ],
    ["Students", formatCount(course.studentCount)],
    ["Level", LEVELS[course.level]],
    ["Duration", formatHours(course.duration)],
    [
      "Price",
      <span key="price" className="text-lg font-bold">
        {formatPrice(course.price)}
      </span>,
    ],
  ];
  return (
    <div>
      <DefinitionList
        className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
        itemClassName="flex items-center justify-between gap-4 py-2.5"
        termClassName="text-slate-600 dark:text-slate-400"
        detailClassName="text-right font-medium"
        items={rows.map(([label, value]) => ({ term: label, detail: value }))}
      />
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {course.ratingBasis.reviewCount > 0 ? "The rating is " : "The rating: "}
        {describeBasis(course.ratingBasis, new Date())}.{" "}
        <Link to="/about#rating" className="font-medium text-indigo-700 underline dark:text-indigo-300">
          How the rating works
        </Link>
      </p>
    </div>
  );
}
