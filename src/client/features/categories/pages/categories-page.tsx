import { Link } from "react-router";
import { CATEGORY_SLUGS } from "../../../../shared/contracts/catalog-constants";
import { buttonClasses } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { SkeletonBars } from "../../../components/ui/loading-bars";
import { Skeleton } from "../../../components/ui/skeleton";
import { plural } from "../../../lib/format";
import { useCategories } from "../../../lib/queries/get-categories";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CategoryCard, courseCountLabel } from "../components/category-card";

/** /categories: every category, its live course count and a link. */
export function CategoriesPage() {
  useDocumentTitle("Course categories · HypeCheck");
  const categories = useCategories();
  const total = categories.data?.reduce((sum, category) => sum + category.courseCount, 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Course categories</h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">
          Pick an area to see the courses we have reviewed in it, with their trust scores, verification status
          and approved reviews.
        </p>
        {categories.data && categories.data.length > 0 && total !== undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {courseCountLabel(total)} across {plural(categories.data.length, "category", "categories")}.
          </p>
        ) : null}
      </header>

      <div className="mt-8" aria-busy={categories.isPending}>
        {categories.isPending ? (
          <CategorySkeletons />
        ) : categories.isError ? (
          <LoadError
            message="We couldn't load the categories."
            detail="Check your connection and try again."
            query={categories}
          />
        ) : categories.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 p-5 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            No categories yet.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {categories.data.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-10">
        <Link to="/courses" className={buttonClasses({ variant: "outline" })}>
          Browse all courses
        </Link>
      </div>
    </div>
  );
}

function CategorySkeletons() {
  return (
    <>
      <span role="status" className="sr-only">
        Loading categories…
      </span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
        {CATEGORY_SLUGS.map((slug) => (
          <li
            key={slug}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex justify-between">
              <Skeleton className="h-9 w-9 rounded-lg" />
              <Skeleton className="h-7 w-24 rounded-full" />
            </div>
            <SkeletonBars bars={["h-6 w-2/3", "h-4 w-full", "h-4 w-1/3"]} />
          </li>
        ))}
      </ul>
    </>
  );
}
