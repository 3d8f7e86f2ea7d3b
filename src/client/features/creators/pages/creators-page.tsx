// /creators: search, All/Verified/Unverified, the count, the card grid and the 'How We Verify
// Creators' explainer. Search and filter live in the address (?search=&filter=), so links, reloads
// and back/forward restore them; the filter is a set of links and the search a GET form, so both
// work before the app has started (the server renders the address).
import { type FormEvent, useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { CreatorFilter } from "../../../../shared/contracts/creators";
import { CREATOR_FILTERS, CREATOR_QUERY_MAX_LENGTH } from "../../../../shared/contracts/creators-constants";
import { buttonClasses } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { SearchField, useSearchDraft } from "../../../components/ui/search-field";
import { isHttpError } from "../../../lib/api-client";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { type DirectoryFilters, useCreators } from "../api/get-creators";
import { CreatorCard, CreatorCardSkeleton } from "../components/creator-card";
import { VerifyExplainer } from "../components/verify-explainer";

const FILTER_LABELS: Record<CreatorFilter, string> = {
  all: "All",
  verified: "Verified",
  unverified: "Unverified",
};

function readFilters(params: URLSearchParams): DirectoryFilters {
  const search = (params.get("search") ?? "").trim().slice(0, CREATOR_QUERY_MAX_LENGTH);
  const raw = params.get("filter");
  const filter = (CREATOR_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as CreatorFilter) : "all";
  return { search, filter };
}

function toParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.filter !== "all") params.set("filter", filters.filter);
  return params;
}

export function CreatorsPage() {
  useDocumentTitle("Creators directory | HypeCheck");
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const creators = useCreators(filters);
  const ids = useId();

  const [draft, setDraft] = useSearchDraft(filters.search);

  function apply(next: DirectoryFilters) {
    const params = toParams(next);
    if (params.toString() === toParams(filters).toString()) return;
    setSearchParams(params);
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = draft.trim();
    setDraft(search);
    apply({ ...filters, search });
  }

  function hrefOf(next: DirectoryFilters): string {
    const query = toParams(next).toString();
    return query ? `/creators?${query}` : "/creators";
  }

  const count = creators.data?.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Creators directory</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        The people behind the courses: their verification status, trust score across their courses, and what
        students report.
      </p>

      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end">
        <search className="flex-1">
          <form method="get" action="/creators" onSubmit={handleSearch}>
            {filters.filter === "all" ? null : <input type="hidden" name="filter" value={filters.filter} />}
            <SearchField
              label="Search creators"
              name="search"
              placeholder="Search creators by name, expertise, or background..."
              maxLength={CREATOR_QUERY_MAX_LENGTH}
              value={draft}
              onChange={setDraft}
            />
          </form>
        </search>
        <nav aria-label="Verification status" className="flex gap-2">
          {CREATOR_FILTERS.map((value) => (
            <Link
              key={value}
              to={hrefOf({ ...filters, filter: value })}
              aria-current={filters.filter === value ? "page" : undefined}
              className={buttonClasses({ variant: filters.filter === value ? "primary" : "outline" })}
            >
              {FILTER_LABELS[value]}
            </Link>
          ))}
        </nav>
      </div>

      <section aria-labelledby={`${ids}-results`} className="mt-6">
        <h2 id={`${ids}-results`} className="text-lg font-semibold" aria-live="polite">
          {count !== undefined
            ? `Found ${plural(count, "creator")}`
            : creators.isError
              ? "Creators"
              : "Loading creators…"}
        </h2>

        <div className="mt-4">
          {creators.isPending ? (
            <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {["a", "b", "c", "d", "e", "f"].map((key) => (
                <li key={key}>
                  <CreatorCardSkeleton />
                </li>
              ))}
            </ul>
          ) : creators.isError ? (
            <LoadError
              message={`Failed to load creators: ${
                isHttpError(creators.error) ? creators.error.serverMessage : creators.error.message
              }`}
              query={creators}
            />
          ) : creators.data.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="font-semibold">No creators found</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Try other words, or show every creator again.
              </p>
              <Link
                to="/creators"
                onClick={() => setDraft("")}
                className={buttonClasses({ className: "mt-5" })}
              >
                Clear Filters
              </Link>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {creators.data.map((creator) => (
                <li key={creator.id}>
                  <CreatorCard creator={creator} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <div className="mt-10">
        <VerifyExplainer />
      </div>
    </div>
  );
}
