// GET /api/categories: the category list for tabs, dropdowns and /categories. Static data for a
// session, so it is fetched once and kept.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../api-client";

const categoriesContract = () =>
  import("../../../shared/contracts/catalog").then((module) => module.CategoryListResponse);

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ["/api/categories"],
    queryFn: ({ signal }) => getJson("/api/categories", categoriesContract, { signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
