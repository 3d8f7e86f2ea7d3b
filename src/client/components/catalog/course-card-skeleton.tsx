import { Skeleton } from "../ui/skeleton";

/** The shape of a CourseCard while it loads. */
function CourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="mt-auto flex justify-between pt-1">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
      <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <Skeleton className="h-6 w-16" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** `count` card placeholders in the course grid (6 in the browser, 3 for related courses). */
export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        // Placeholders never reorder, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index}>
          <CourseCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
