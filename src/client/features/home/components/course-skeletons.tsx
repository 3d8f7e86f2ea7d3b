import { CourseGridSkeleton } from "../../../components/catalog/course-card-skeleton";
import { HOME_VERIFIED_COURSES } from "../api/get-verified-courses";

/** Six card-shaped placeholders while the verified courses (or their code) load. */
export function CourseSkeletons() {
  return (
    <>
      <span role="status" className="sr-only">
        Loading verified courses…
      </span>
      <CourseGridSkeleton count={HOME_VERIFIED_COURSES} />
    </>
  );
}
