// The creator directory, searched and filtered.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { creatorRoutes } from "../../../../shared/contracts/creators.routes";
import type { CreatorFilter } from "../../../../shared/contracts/creators-constants";
import { creatorsApi } from "../../../lib/api/creators";

export interface DirectoryFilters {
  /** Trimmed search text; "" for none. */
  search: string;
  filter: CreatorFilter;
}

export function creatorsQueryOptions(filters: DirectoryFilters) {
  return queryOptions({
    queryKey: [creatorRoutes.list.path, "list", filters],
    queryFn: ({ signal }) =>
      creatorsApi.list({ query: { search: filters.search, filter: filters.filter }, signal }),
  });
}

export function useCreators(filters: DirectoryFilters) {
  return useQuery(creatorsQueryOptions(filters));
}
