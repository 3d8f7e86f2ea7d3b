import { RefreshCw } from "lucide-react";
import { CourseGrid } from "../../../components/catalog/course-grid";
import { Button } from "../../../components/ui/button";
import { useVerifiedCourses } from "../api/get-verified-courses";
import { CourseSkeletons } from "./course-skeletons";

/** Loaded after Home's first paint (it sits below the fold): the cards and their states. */
export function VerifiedCourseList() {
  const courses = useVerifiedCourses();

  if (courses.isPending) return <CourseSkeletons />;
  if (courses.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
      >
        <p className="font-medium">We couldn't load the verified courses.</p>
        <Button variant="outline" size="sm" onClick={() => courses.refetch()} disabled={courses.isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </Button>
      </div>
    );
  }
  if (courses.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 p-5 text-slate-700 dark:border-slate-800 dark:text-slate-300">
        No courses are verified yet. Every course in the catalogue still shows its trust score and the
        evidence behind it.
      </p>
    );
  }
  return <CourseGrid courses={courses.data.items} />;
}
