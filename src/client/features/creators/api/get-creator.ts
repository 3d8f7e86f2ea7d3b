// GET /api/creators/{slug}?page=&pageSize=12: a profile with one page of courses; a 404 is the
// 'Creator not found' state (SPEC.md section 8).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { CREATOR_PAGE_SIZE } from "../../../../shared/contracts/creators-constants";
import { getJson } from "../../../lib/api-client";

const creatorDetailContract = () =>
  import("../../../../shared/contracts/creators").then((module) => module.CreatorDetail);

export function creatorUrl(slug: string, page: number): string {
  return `/api/creators/${encodeURIComponent(slug)}?page=${page}&pageSize=${CREATOR_PAGE_SIZE}`;
}

export function creatorQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ["/api/creators", slug, page],
    queryFn: ({ signal }) =>
      getJson(creatorUrl(slug, page), creatorDetailContract, { signal, expectedStatuses: [404] }),
  });
}

export function useCreator(slug: string, page: number) {
  return useQuery({ ...creatorQueryOptions(slug, page), placeholderData: keepPreviousData });
}
