// The catalogue desk's address: ?tab=creators (courses otherwise), q, status and page. Read leniently
// (an unknown value falls back to the default) and written back with the defaults left out, so
// every link, the GET search form and the pager agree on one address per view.
import { EDITORIAL_STATUSES, type EditorialStatus } from "../../../../../shared/contracts/catalog-constants";

export const CATALOG_TABS = ["courses", "creators"] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];
export type StatusFilter = "all" | EditorialStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", ...EDITORIAL_STATUSES];
/** As the server takes them (AdminListQuery). */
const Q_MAX = 200;
const PAGE_MAX = 100_000;

export interface ListParams {
  q: string;
  status: StatusFilter;
  page: number;
}

export interface CatalogParams extends ListParams {
  tab: CatalogTab;
}

export function readCatalogParams(params: URLSearchParams): CatalogParams {
  const tab = params.get("tab");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    tab: tab === "creators" ? "creators" : "courses",
    q: (params.get("q") ?? "").trim().slice(0, Q_MAX),
    status: STATUS_FILTERS.find((value) => value === status) ?? "all",
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

export function catalogSearch(params: CatalogParams): string {
  const search = new URLSearchParams();
  if (params.tab !== "courses") search.set("tab", params.tab);
  if (params.q) search.set("q", params.q);
  if (params.status !== "all") search.set("status", params.status);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const CATALOG_PATH = "/admin/catalog";

export function catalogHref(params: CatalogParams): string {
  return `${CATALOG_PATH}${catalogSearch(params)}`;
}
