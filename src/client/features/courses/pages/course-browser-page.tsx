// /courses and /course-discovery: tabs and dropdown for the category, sort, trimmed search, filters
// kept in the address, 24 cards a page. Every control is a link or part of one GET form, so each
// works before the app has started: the server renders the address it leads to.
import { type FormEvent, useEffect, useId, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import {
  BROWSER_PAGE_SIZE,
  COURSE_QUERY_MAX_LENGTH,
  COURSE_SORTS,
  type CourseSort,
} from "../../../../shared/contracts/catalog-constants";
import { CourseGridSkeleton } from "../../../components/catalog/course-card-skeleton";
import { CourseGrid } from "../../../components/catalog/course-grid";
import { buttonClasses } from "../../../components/ui/button";
import { Options } from "../../../components/ui/choice-select";
import { Label } from "../../../components/ui/label";
import { LoadError } from "../../../components/ui/load-error";
import { Pager } from "../../../components/ui/pager";
import { SearchField, useSearchDraft } from "../../../components/ui/search-field";
import { NativeSelect } from "../../../components/ui/select";
import { formatCount, plural } from "../../../lib/format";
import { useCategories } from "../../../lib/queries/get-categories";
import { useCourses } from "../api/get-courses";
import { CategoryTabs } from "../components/category-tabs";
import { type BrowserFilters, filtersToParams, readFilters } from "../lib/browser-filters";
import { courseListErrorMessage } from "../lib/list-error";

const SEARCH_FORM = "mt-6 grid grid-cols-2 items-end gap-4 md:grid-cols-[minmax(0,1fr)_14rem_12rem]";

const SORT_LABELS: Record<CourseSort, string> = {
  featured: "Featured",
  rating: "Highest rated",
  reviews: "Most reviewed",
};

export function CourseBrowserPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const courses = useCourses(filters);
  // A failed category list leaves only "All", with no message.
  const categories = useCategories();
  const categoryOptions = categories.data ?? [];
  const ids = useId();

  const [draft, setDraft] = useSearchDraft(filters.q);

  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const pageRequested = useRef(false);
  // After Previous/Next, bring the top of the list into view and put focus there. It waits a frame:
  // the layout's scroll-to-top on every navigation runs after this page's effects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page number is the trigger.
  useEffect(() => {
    if (!pageRequested.current) return;
    pageRequested.current = false;
    const frame = requestAnimationFrame(() => {
      resultsHeadingRef.current?.scrollIntoView({ block: "start" });
      resultsHeadingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [filters.page]);

  function apply(next: BrowserFilters) {
    const params = filtersToParams(next);
    if (params.toString() === filtersToParams(filters).toString()) return;
    setSearchParams(params);
  }

  function hrefOf(next: BrowserFilters): string {
    const query = filtersToParams(next).toString();
    return query ? `${pathname}?${query}` : pathname;
  }
  const hrefFor = (category: string) => hrefOf({ ...filters, category, page: 1 });
  const pageHref = (page: number) => hrefOf({ ...filters, page });

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = draft.trim();
    setDraft(q);
    apply({ ...filters, q, page: 1 });
  }

  function handlePageFollowed() {
    pageRequested.current = true;
  }

  const knownCategory = filters.category === "" || categoryOptions.some((c) => c.slug === filters.category);
  const data = courses.data;
  // A broad search counts only its best candidates (decision 0013): the total is "at least", and
  // one more page is offered while pages come back full.
  const atLeast = data?.totalIsLowerBound === true;
  const knownPages = data ? Math.max(1, Math.ceil(data.total / BROWSER_PAGE_SIZE)) : 1;
  const pageCount = atLeast && data?.hasMore ? Math.max(knownPages, filters.page + 1) : knownPages;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Browse courses</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        Every course with its trust score, verification status and approved reviews. Browsing and search are
        free and unlimited.
      </p>

      <search>
        <form method="get" action={pathname} onSubmit={handleSearch} className={SEARCH_FORM}>
          <div className="col-span-2 md:col-span-1">
            <SearchField
              label="Search courses"
              name="q"
              placeholder="Title, creator or topic"
              maxLength={COURSE_QUERY_MAX_LENGTH}
              value={draft}
              onChange={setDraft}
            />
          </div>
          <div>
            <Label htmlFor={`${ids}-category`}>Category</Label>
            <NativeSelect
              id={`${ids}-category`}
              name="category"
              data-submit-on-change=""
              value={filters.category}
              onChange={(event) => apply({ ...filters, category: event.target.value, page: 1 })}
            >
              <option value="">All categories</option>
              {categoryOptions.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
              {knownCategory ? null : <option value={filters.category}>{filters.category}</option>}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor={`${ids}-sort`}>Sort by</Label>
            <NativeSelect
              id={`${ids}-sort`}
              name="sort"
              data-submit-on-change=""
              value={filters.sort}
              onChange={(event) => apply({ ...filters, sort: event.target.value as CourseSort, page: 1 })}
            >
              <Options values={COURSE_SORTS} labels={SORT_LABELS} />
            </NativeSelect>
          </div>
        </form>
      </search>

      <div className="mt-5">
        <CategoryTabs options={categoryOptions} current={filters.category} hrefFor={hrefFor} />
      </div>

      <section aria-labelledby={`${ids}-results`} className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id={`${ids}-results`}
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold focus:outline-none"
          >
            {data
              ? atLeast
                ? `${data.total.toLocaleString("en-US")}+ courses found`
                : `${plural(data.total, "course")} found`
              : courses.isError
                ? "Courses"
                : "Loading courses…"}
          </h2>
          {data && filters.q ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Results for “{filters.q}”</p>
          ) : null}
        </div>

        <div className="mt-4">
          {courses.isPending ? (
            <CourseGridSkeleton count={6} />
          ) : courses.isError ? (
            <LoadError message={courseListErrorMessage(courses.error)} query={courses} />
          ) : courses.data.total === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="font-semibold">No courses match these filters.</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Try other words, another category, or start again.
              </p>
              <Link
                to={pathname}
                onClick={() => setDraft("")}
                className={buttonClasses({ className: "mt-5" })}
              >
                Clear Filters
              </Link>
              <p className="mt-5 text-sm">
                <Link
                  to="/submit-course"
                  className="font-medium text-indigo-700 underline dark:text-indigo-300"
                >
                  Can't find your course? Submit its sales page
                </Link>
              </p>
            </div>
          ) : courses.data.items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="font-semibold">There are no courses on page {formatCount(filters.page)}.</p>
              <Link to={pageHref(1)} className={buttonClasses({ className: "mt-5" })}>
                Go to page 1
              </Link>
            </div>
          ) : (
            <CourseGrid courses={courses.data.items} />
          )}
          {courses.isPending ? (
            <span className="sr-only" role="status">
              Loading courses…
            </span>
          ) : null}
        </div>

        {data && data.total > 0 ? (
          <div className="mt-8">
            <Pager
              page={filters.page}
              pageCount={pageCount}
              hasMore={data.hasMore}
              hrefFor={pageHref}
              onFollow={handlePageFollowed}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
