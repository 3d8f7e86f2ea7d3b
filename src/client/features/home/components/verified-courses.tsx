import { usePrefetchQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { verifiedCoursesQueryOptions } from "../api/get-verified-courses";
import { CourseSkeletons } from "./course-skeletons";

// The cards sit below the fold, so their code stays out of Home's first load (the 140 KB budget);
// the request starts at once, in parallel with that code.
const VerifiedCourseList = lazy(async () => ({
  default: (await import("./verified-course-list")).VerifiedCourseList,
}));

/** Up to six verified courses (featured order) and the way into the whole catalogue. */
export function VerifiedCourses() {
  usePrefetchQuery(verifiedCoursesQueryOptions());

  return (
    <section aria-labelledby="verified-courses-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="verified-courses-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Verified courses
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Courses that passed our verification checks; each course page shows the verification record.
            Verification is never for sale.
          </p>
        </div>
        <Link to="/courses" className={buttonClasses({ variant: "outline" })}>
          Browse all courses
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-8">
        <Suspense fallback={<CourseSkeletons />}>
          <VerifiedCourseList />
        </Suspense>
      </div>
    </section>
  );
}
