// The category list for tabs, dropdowns and /categories. Static data for a session, so it is
// fetched once and kept.
import { useQuery } from "@tanstack/react-query";
import { categoryRoutes } from "../../../shared/contracts/categories.routes";
import { categoriesApi } from "../api/categories";
import { endpointQuery } from "../endpoint-hooks";

export function categoriesQueryOptions() {
  return endpointQuery(categoryRoutes.list.path, categoriesApi.list);
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
