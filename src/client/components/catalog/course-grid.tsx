import type { CourseSummary } from "../../../shared/contracts/catalog";
import { CourseCard } from "./course-card";

/**
 * Course cards in the responsive grid the browser, related courses and Home share. Cards off screen
 * are not laid out or painted until they come near it (content-visibility), so a page of 24 costs
 * the phone only the ones it shows; the reserved height is a card's, then the card's own once seen.
 */
export function CourseGrid({ courses }: { courses: readonly CourseSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="[content-visibility:auto] [contain-intrinsic-size:auto_18rem]">
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
