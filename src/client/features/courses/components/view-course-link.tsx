import { ExternalLink } from "lucide-react";
import { affiliateGoPath } from "../../../../shared/contracts/affiliate.routes";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { buttonClasses } from "../../../components/ui/button";
import { AffiliateNote } from "./affiliate-note";

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
        <AffiliateNote>
          We may earn a commission if you buy through this link. It never affects scores, badges or reviews.
        </AffiliateNote>
      ) : null}
    </div>
  );
}
