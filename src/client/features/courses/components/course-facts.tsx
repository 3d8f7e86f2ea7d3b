import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CourseDetail, CourseLevel } from "../../../../shared/contracts/catalog";
import { describeBasis } from "../../../../shared/domain/honest-rating";
import { CourseRating } from "../../../components/catalog/course-rating";
import { DefinitionList } from "../../../components/ui/definition-list";
import { formatCount, formatCoursePrice, formatHours, formatPrice } from "../../../lib/format";

const LEVELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

const REFUNDS = {
  none: "No refunds",
  conditional: "Refund with conditions",
  unconditional: "Refund, no questions",
};

/** "30-day refund with conditions", "No refunds", "Refund, no questions". */
function refundText(refund: NonNullable<CourseDetail["refund"]>): string {
  if (refund.kind === "none" || refund.days === null) return REFUNDS[refund.kind];
  return refund.kind === "conditional"
    ? `${refund.days}-day refund, with conditions`
    : `${refund.days}-day refund, no questions`;
}

/**
 * Rating, students, level, duration and price (as it is charged, in its currency, beside the
 * "regular" price the seller shows), the refund terms and whether it renews, as a definition list;
 * then what the rating rests on ("based on 14 reviews, 6 verified, last one 3 weeks ago") with a
 * link to how it is worked out.
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
        {formatCoursePrice(course)}
      </span>,
    ],
  ];
  if (course.anchorPrice !== null && course.anchorPrice > course.price) {
    rows.push([
      "Regular price (seller's)",
      <s key="anchor" className="text-slate-600 dark:text-slate-400">
        {formatPrice(course.anchorPrice, course.currency)}
      </s>,
    ]);
  }
  rows.push(["Refund", course.refund === null ? "Not stated" : refundText(course.refund)]);
  if (course.recurring || course.billing === "monthly" || course.billing === "yearly") {
    rows.push(["Renews", course.recurring ? "Yes, charged again automatically" : "Not stated"]);
  }
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
