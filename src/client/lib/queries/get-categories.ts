// The category list for tabs, dropdowns and /categories. Static data for a session, so it is
// fetched once and kept.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { categoryRoutes } from "../../../shared/contracts/categories.routes";
import { categoriesApi } from "../api/categories";

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [categoryRoutes.list.path],
    queryFn: ({ signal }) => categoriesApi.list({ signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
