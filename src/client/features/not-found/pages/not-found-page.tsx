import { CourseSearchForm } from "../../../components/catalog/course-search-form";
import { type ButtonLink, ButtonLinks } from "../../../components/ui/button-links";

const WAYS_ON: readonly ButtonLink[] = [
  { to: "/", label: "Go Home" },
  { to: "/courses", label: "Browse Courses" },
];

/** Any unknown path: Go Home, Browse Courses, and a search that sends q to /courses. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        We couldn't find the page you were looking for. It may have moved, or it isn't available yet.
      </p>
      <CourseSearchForm className="mt-8" />
      <ButtonLinks className="mt-6 flex flex-wrap justify-center gap-3" links={WAYS_ON} />
    </div>
  );
}
