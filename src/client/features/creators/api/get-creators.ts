// GET /api/creators: the directory, searched and filtered (DECISIONS.md "Routes and calls").
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreatorFilter } from "../../../../shared/contracts/creators";
import { getJson } from "../../../lib/api-client";

const creatorListResponseContract = () =>
  import("../../../../shared/contracts/creators").then((module) => module.CreatorListResponse);

export interface DirectoryFilters {
  /** Trimmed search text; "" for none. */
  search: string;
  filter: CreatorFilter;
}

export function creatorsUrl(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  params.set("filter", filters.filter);
  return `/api/creators?${params.toString()}`;
}

export function creatorsQueryOptions(filters: DirectoryFilters) {
  return queryOptions({
    queryKey: ["/api/creators", "list", filters],
    queryFn: ({ signal }) => getJson(creatorsUrl(filters), creatorListResponseContract, { signal }),
  });
}

export function useCreators(filters: DirectoryFilters) {
  return useQuery(creatorsQueryOptions(filters));
}
