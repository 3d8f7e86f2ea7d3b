// A profile with one page of courses, 12 a page; a 404 is the 'Creator not found' state.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { creatorRoutes } from "../../../../shared/contracts/creators.routes";
import { CREATOR_PAGE_SIZE } from "../../../../shared/contracts/creators-constants";
import { creatorsApi } from "../../../lib/api/creators";

export function creatorQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: [creatorRoutes.get.path, slug, page],
    queryFn: ({ signal }) =>
      creatorsApi.get({
        params: { slug },
        query: { page, pageSize: CREATOR_PAGE_SIZE },
        signal,
        expectedStatuses: [404],
      }),
  });
}

export function useCreator(slug: string, page: number) {
  return useQuery({ ...creatorQueryOptions(slug, page), placeholderData: keepPreviousData });
}
