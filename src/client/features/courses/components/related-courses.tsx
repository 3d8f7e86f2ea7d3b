import { useId } from "react";
import { CourseCard } from "../../../components/catalog/course-card";
import { CourseCardSkeleton } from "../../../components/catalog/course-card-skeleton";
import { useRelatedCourses } from "../api/get-related-courses";

const SKELETON_KEYS = ["a", "b", "c"] as const;

/** Related Courses: 3 skeletons while loading; a failure is silently the empty text (SPEC.md section 8). */
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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SKELETON_KEYS.map((key) => (
              <li key={key}>
                <CourseCardSkeleton />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No related courses found.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
