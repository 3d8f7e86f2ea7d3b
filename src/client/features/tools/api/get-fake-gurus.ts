// The fake-guru list and its live headline figures, optionally searched by name.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toolRoutes } from "../../../../shared/contracts/tools.routes";
import { toolsApi } from "../../../lib/api/tools";

export function fakeGurusQueryOptions(search: string) {
  return queryOptions({
    queryKey: [toolRoutes.fakeGurus.path, search],
    queryFn: ({ signal }) => toolsApi.fakeGurus({ query: { search }, signal }),
  });
}

export function useFakeGurus(search: string) {
  // The figures and the previous list stay on screen while a new search loads.
  return useQuery({ ...fakeGurusQueryOptions(search), placeholderData: keepPreviousData });
}
