// The course browser's filters live in the address (q, category, sort, page), so a link, a reload
// and back/forward all restore them. Defaults are left out of the URL to keep links short.
import {
  CATEGORY_SLUGS,
  COURSE_PAGE_MAX,
  COURSE_QUERY_MAX_LENGTH,
  COURSE_SORTS,
  type CourseSort,
} from "../../../../shared/contracts/catalog-constants";

export interface BrowserFilters {
  /** Trimmed search text; "" for none. */
  q: string;
  /** A category slug; "" for all. */
  category: string;
  sort: CourseSort;
  page: number;
}

const DEFAULT_FILTERS: BrowserFilters = { q: "", category: "", sort: "featured", page: 1 };

function isSort(value: string | null): value is CourseSort {
  return value !== null && (COURSE_SORTS as readonly string[]).includes(value);
}

/** Reads the filters from the address; anything malformed falls back to its default. */
export function readFilters(params: URLSearchParams): BrowserFilters {
  const q = (params.get("q") ?? "").trim().slice(0, COURSE_QUERY_MAX_LENGTH);
  // An unknown slug (an old or mistyped link) shows every category rather than a 400 from the API.
  const rawCategory = params.get("category") ?? "";
  const category = (CATEGORY_SLUGS as readonly string[]).includes(rawCategory) ? rawCategory : "";
  const rawSort = params.get("sort");
  const sort = isSort(rawSort) ? rawSort : DEFAULT_FILTERS.sort;
  const page = Number(params.get("page") ?? "1");
  return {
    q,
    category,
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= COURSE_PAGE_MAX ? page : 1,
  };
}

/** The address query for a set of filters, without the defaults. */
export function filtersToParams(filters: BrowserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}
