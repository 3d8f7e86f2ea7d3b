import type { CourseSummary } from "../../../shared/contracts/catalog";
import { CourseCard } from "./course-card";

/** Course cards in the responsive grid the browser, related courses and Home share. */
export function CourseGrid({ courses }: { courses: readonly CourseSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
