// GET /api/fake-gurus?search=: the fake-guru list and its live headline figures.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { FakeGuruResponse } from "../../../../shared/contracts/tools";
import { getJson } from "../../../lib/api-client";

export function fakeGurusQueryOptions(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  return queryOptions({
    queryKey: ["/api/fake-gurus", search],
    queryFn: ({ signal }) => getJson(`/api/fake-gurus${query}`, FakeGuruResponse, { signal }),
  });
}

export function useFakeGurus(search: string) {
  // The figures and the previous list stay on screen while a new search loads.
  return useQuery({ ...fakeGurusQueryOptions(search), placeholderData: keepPreviousData });
}
