import type { ReactNode } from "react";
import type { CourseDetail, CourseLevel } from "../../../../shared/contracts/catalog";
import { CourseRating } from "../../../components/catalog/course-rating";
import { formatCount, formatHours, formatPrice } from "../../../lib/format";
import { DefinitionList } from "../../../parts/blocks";

const LEVELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

/** Rating, students, level, duration and price as a definition list. */
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
    <DefinitionList
      className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
      itemClassName="flex items-center justify-between gap-4 py-2.5"
      termClassName="text-slate-600 dark:text-slate-400"
      detailClassName="text-right font-medium"
      items={rows.map(([label, value]) => ({ term: label, detail: value }))}
    />
  );
}
