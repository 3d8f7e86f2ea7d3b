// GET /api/categories: every category with its live course count. The same key and response as
// the course browser's copy, so both share one cache entry.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "../../../../shared/contracts/catalog";
import { getJson } from "../../../lib/api-client";

const categoriesContract = () =>
  import("../../../../shared/contracts/catalog").then((module) => module.CategoryListResponse);

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ["/api/categories"],
    queryFn: ({ signal }): Promise<Category[]> => getJson("/api/categories", categoriesContract, { signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
