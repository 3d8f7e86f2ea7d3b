import { useId } from "react";
import { CourseGridSkeleton } from "../../../components/catalog/course-card-skeleton";
import { CourseGrid } from "../../../components/catalog/course-grid";
import { useRelatedCourses } from "../api/get-related-courses";

/** Related Courses: 3 skeletons while loading; a failure is silently the empty text. */
export function RelatedCourses({ courseId }: { courseId: number }) {
  const related = useRelatedCourses(courseId);
  const headingId = useId();
  const items = related.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        Related Courses
      </h2>
      <div className="mt-5">
        {related.isPending ? (
          <CourseGridSkeleton count={3} />
        ) : items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No related courses found.</p>
        ) : (
          <CourseGrid courses={items} />
        )}
      </div>
    </section>
  );
}
