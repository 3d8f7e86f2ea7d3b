import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { affiliateGoPath } from "../../../../shared/contracts/affiliate.routes";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { buttonClasses } from "../../../components/ui/button";

/**
 * The external course link, in a new tab. An affiliate link is marked rel="sponsored" and disclosed
 * right next to the button; it goes through the click-counting
 * redirect /go/{id}, which sends the visitor on to the stored affiliate URL only.
 */
export function ViewCourseLink({ course }: { course: Pick<CourseSummary, "id" | "url" | "affiliateUrl"> }) {
  const affiliate = course.affiliateUrl !== null && course.url === course.affiliateUrl;
  return (
    <div className="space-y-2">
      <a
        href={affiliate ? affiliateGoPath(course.id, "detail") : course.url}
        target="_blank"
        rel={affiliate ? "noopener noreferrer sponsored" : "noopener noreferrer"}
        className={buttonClasses({ size: "lg", className: "w-full" })}
      >
        View Course
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {course.affiliateUrl !== null ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          We may earn a commission if you buy through this link. It never affects scores, badges or reviews.{" "}
          <Link
            to="/affiliate-disclosure"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            Affiliate disclosure
          </Link>
        </p>
      ) : null}
    </div>
  );
}
