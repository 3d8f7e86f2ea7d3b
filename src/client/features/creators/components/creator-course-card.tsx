// The course card of the creator profile and the tools: creator status, rating, instructor, facts,
// and the external link, which is 'Enroll Now' (affiliate, disclosed beside it) only for a verified
// course with an affiliate link, else 'View Course' to the seller's own page.
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { affiliateGoPath } from "../../../../shared/contracts/affiliate.routes";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { CourseRating } from "../../../components/catalog/course-rating";
import { CreatorVerificationBadge } from "../../../components/catalog/creator-status-badge";
import { UnreviewedBadge } from "../../../components/catalog/unreviewed-badge";
import { buttonClasses } from "../../../components/ui/button";
import { DefinitionList } from "../../../components/ui/definition-list";
import { CardSkeleton } from "../../../components/ui/loading-bars";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCount, formatCoursePrice, formatHours } from "../../../lib/format";

const LEVELS: Record<CourseSummary["level"], string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

type CreatorCourseCardCourse = CourseSummary & { instructorBio?: string };

export function CreatorCourseCard({ course }: { course: CreatorCourseCardCourse }) {
  const enroll = course.isVerified && course.affiliateUrl !== null;
  // An affiliate link goes through the click-counting redirect, which sends the visitor on to the
  // stored affiliate URL only.
  const href = enroll ? affiliateGoPath(course.id, "creator") : course.originalUrl;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CreatorVerificationBadge status={course.creatorVerificationStatus} />
          <CourseRating averageRating={course.averageRating} reviewCount={course.reviewCount} />
        </div>
        {course.editorialStatus === "unreviewed" ? <UnreviewedBadge className="self-start" /> : null}
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={`/courses/${course.id}`} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
        <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <p className="font-medium">{course.instructorName}</p>
          {course.instructorBio ? (
            <p className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-400">{course.instructorBio}</p>
          ) : null}
          <Link
            to={`/creators/${encodeURIComponent(course.creatorSlug)}`}
            className="mt-1 inline-block font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            View creator profile<span className="sr-only">: {course.instructorName}</span>
          </Link>
        </div>
        <DefinitionList
          className="mt-auto grid grid-cols-3 gap-2 text-sm"
          termClassName="text-xs text-slate-500 dark:text-slate-400"
          detailClassName="font-medium"
          items={[
            { term: "Duration", detail: formatHours(course.duration) },
            { term: "Students", detail: formatCount(course.studentCount) },
            { term: "Level", detail: LEVELS[course.level] },
          ]}
        />
      </div>
      <div className="space-y-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold">
            <span className="sr-only">Price: </span>
            {formatCoursePrice(course)}
          </p>
          <a
            href={href}
            target="_blank"
            rel={enroll ? "noopener noreferrer sponsored" : "noopener noreferrer"}
            className={buttonClasses({ size: "sm" })}
          >
            {enroll ? "Enroll Now" : "View Course"}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">: {course.title} (opens in a new tab)</span>
          </a>
        </div>
        {enroll ? (
          <div className="space-y-1">
            <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">✓ Verified Course</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Affiliate link: we may earn a commission if you enroll. It never affects scores, badges or
              reviews.{" "}
              <Link
                to="/affiliate-disclosure"
                className="font-medium text-indigo-700 underline dark:text-indigo-300"
              >
                Affiliate disclosure
              </Link>
            </p>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The shape of a CreatorCourseCard while it loads. */
export function CreatorCourseCardSkeleton() {
  return (
    <CardSkeleton
      gap="gap-3"
      head={
        <div className="flex justify-between">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-5 w-20" />
        </div>
      }
      bars={["h-6 w-4/5", "h-4 w-full", "h-4 w-5/6", "h-16 w-full", "h-10 w-full"]}
    />
  );
}
