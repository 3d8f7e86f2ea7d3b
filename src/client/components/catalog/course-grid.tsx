import type { CourseSummary } from "../../../shared/contracts/catalog";
import { HydrateLater } from "../ui/hydrate-later";
import { CourseCard } from "./course-card";

/**
 * Course cards in the responsive grid the browser, related courses and Home share. Cards off screen
 * are not laid out or painted until they come near it (content-visibility), so a page of 24 costs
 * the phone only the ones it shows; the reserved height is a card's, then the card's own once seen.
 * Each card is hydrated on its own, after the page around it (ui/hydrate-later.tsx).
 */
export function CourseGrid({ courses }: { courses: readonly CourseSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="[content-visibility:auto] [contain-intrinsic-size:auto_18rem]">
          <HydrateLater>
            <CourseCard course={course} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
