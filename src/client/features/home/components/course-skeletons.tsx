import { Skeleton } from "../../../components/ui/skeleton";
import { HOME_VERIFIED_COURSES } from "../api/get-verified-courses";

const SKELETON_KEYS = Array.from({ length: HOME_VERIFIED_COURSES }, (_, index) => `skeleton-${index}`);

/** Six card-shaped placeholders while the verified courses (or their code) load. */
export function CourseSkeletons() {
  return (
    <>
      <span role="status" className="sr-only">
        Loading verified courses…
      </span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SKELETON_KEYS.map((key) => (
          <li
            key={key}
            className="flex h-64 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="mt-auto h-9 w-full" />
          </li>
        ))}
      </ul>
    </>
  );
}
