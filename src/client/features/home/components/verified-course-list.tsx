import { CourseGrid } from "../../../components/catalog/course-grid";
import { LoadError } from "../../../components/ui/load-error";
import { useVerifiedCourses } from "../api/get-verified-courses";
import { CourseSkeletons } from "./course-skeletons";

/** Loaded after Home's first paint (it sits below the fold): the cards and their states. */
export function VerifiedCourseList() {
  const courses = useVerifiedCourses();

  if (courses.isPending) return <CourseSkeletons />;
  if (courses.isError) {
    return <LoadError message="We couldn't load the verified courses." query={courses} />;
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
