// /admin/catalog: every course or creator (?tab=creators), in any editorial status, searched and
// filtered through one GET form and paged 25 at a time with links, so each view has its address
// and works before the app has started. Each row opens the item's editor.

import { Plus } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_PAGE_SIZE } from "../../../../../shared/contracts/editorial";
import { buttonClasses } from "../../../../components/ui/button";
import { Options } from "../../../../components/ui/choice-select";
import { FilterSelect } from "../../../../components/ui/filter-select";
import { LoadError } from "../../../../components/ui/load-error";
import { Pager } from "../../../../components/ui/pager";
import { SearchField, useSearchDraft } from "../../../../components/ui/search-field";
import { Skeleton } from "../../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsLinkTrigger, TabsList } from "../../../../components/ui/tabs";
import { plural } from "../../../../lib/format";
import { serverErrorOr } from "../../../../lib/server-error";
import { useDocumentTitle } from "../../../../lib/use-document-title";
import { AdminPageHeader } from "../../components/admin-nav";
import { useAdminCourses } from "../api/courses";
import { useAdminCreators } from "../api/creators";
import { COURSE_LIST, CREATOR_LIST, type DeskList, DeskRows } from "../components/catalog-lists";
import { STATUS_LABELS } from "../components/editorial-status-badge";
import {
  CATALOG_PATH,
  type CatalogParams,
  type CatalogTab,
  catalogHref,
  catalogSearch,
  readCatalogParams,
  STATUS_FILTERS,
  type StatusFilter,
} from "../lib/list-params";

const SEARCH_FORM = "mt-5 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]";

export function CatalogPage() {
  useDocumentTitle("Catalogue · Admin · HypeCheck");
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  // Links and back/forward change q under the box: show what is being searched.
  const [draft, setDraft] = useSearchDraft(params.q);

  function go(next: CatalogParams) {
    setSearchParams(new URLSearchParams(catalogSearch(next)));
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go({ ...params, q: draft.trim(), page: 1 });
  }

  const tabHref = (tab: CatalogTab) => catalogHref({ tab, q: "", status: "all", page: 1 });
  const noun = params.tab === "courses" ? "courses" : "creators";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader title="Catalogue" />
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Every course and creator, including unreviewed and archived ones. Each change is recorded with who
        made it and why.
      </p>

      <Tabs
        className="mt-6"
        value={params.tab}
        onValueChange={(tab) =>
          go({ tab: tab === "creators" ? "creators" : "courses", q: "", status: "all", page: 1 })
        }
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label="Catalogue" className="grow">
            <TabsLinkTrigger value="courses" href={tabHref("courses")}>
              Courses
            </TabsLinkTrigger>
            <TabsLinkTrigger value="creators" href={tabHref("creators")}>
              Creators
            </TabsLinkTrigger>
          </TabsList>
          <div className="flex gap-2">
            <Link to="/admin/catalog/courses/new" className={buttonClasses({ size: "sm" })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New course
            </Link>
            <Link
              to="/admin/catalog/creators/new"
              className={buttonClasses({ size: "sm", variant: "outline" })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              New creator
            </Link>
          </div>
        </div>

        <search>
          <form method="get" action={CATALOG_PATH} onSubmit={handleSearch} className={SEARCH_FORM}>
            {params.tab === "creators" ? <input type="hidden" name="tab" value="creators" /> : null}
            <div>
              <SearchField
                label={`Search ${noun}`}
                name="q"
                maxLength={200}
                placeholder={params.tab === "courses" ? "Title, creator or address" : "Name"}
                value={draft}
                onChange={setDraft}
              />
            </div>
            <FilterSelect
              label="Status"
              name="status"
              value={params.status}
              onChange={(value) =>
                go({
                  ...params,
                  q: draft.trim(),
                  status: STATUS_FILTERS.find((s) => s === value) ?? "all",
                  page: 1,
                })
              }
            >
              <Options values={STATUS_FILTERS} labels={STATUS_LABELS} />
            </FilterSelect>
          </form>
        </search>

        <TabsContent value="courses">
          <CourseList params={params} />
        </TabsContent>
        <TabsContent value="creators">
          <CreatorList params={params} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CourseList({ params }: { params: CatalogParams }) {
  return <ListView params={params} query={useAdminCourses(params)} list={COURSE_LIST} />;
}

function CreatorList({ params }: { params: CatalogParams }) {
  return <ListView params={params} query={useAdminCreators(params)} list={CREATOR_LIST} />;
}

interface ListQuery<T> {
  data: { items: T[]; total: number; page: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The count, the rows (or loading, error and empty states) and the pager of one list. */
function ListView<T extends { id: number }>({
  params,
  query,
  list,
}: {
  params: CatalogParams;
  query: ListQuery<T>;
  list: DeskList<T>;
}) {
  const { noun } = list;
  const filtered = params.q !== "" || params.status !== "all";
  if (query.isPending) {
    return (
      <div className="space-y-2">
        <span role="status" className="sr-only">
          Loading {noun[1]}…
        </span>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <LoadError message={serverErrorOr(query.error, `Failed to load the ${noun[1]}`)} query={query} />;
  }
  const { items, total } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <p className="text-lg font-medium">
          {filtered ? `No ${noun[1]} match this search.` : `No ${noun[1]} yet.`}
        </p>
        {filtered ? (
          <Link
            to={catalogHref({ ...params, q: "", status: "all", page: 1 })}
            className={buttonClasses({ variant: "outline", className: "mt-4" })}
          >
            Clear the search
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        {plural(total, noun[0], noun[1])}
        {filtered ? " found" : ""}
        {params.status !== "all" ? ` · ${statusWord(params.status)}` : ""}
        {params.q ? ` · “${params.q}”` : ""}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="font-medium">There is nothing on page {params.page}.</p>
          <Link to={catalogHref({ ...params, page: 1 })} className={buttonClasses({ className: "mt-4" })}>
            Go to page 1
          </Link>
        </div>
      ) : (
        <DeskRows items={items} list={list} />
      )}
      {pageCount > 1 ? (
        <Pager
          page={params.page}
          pageCount={pageCount}
          hasMore={params.page * ADMIN_PAGE_SIZE < total}
          hrefFor={(page) => catalogHref({ ...params, page })}
          label={`Pages of ${noun[1]}`}
        />
      ) : null}
    </div>
  );
}

function statusWord(status: StatusFilter): string {
  return STATUS_LABELS[status].toLowerCase();
}
