// The transparency report, counted by the server on each request: fresh on every visit.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { transparencyRoutes } from "../../../../shared/contracts/transparency.routes";
import { transparencyApi } from "../../../lib/api/transparency";

export function transparencyQueryOptions() {
  return queryOptions({
    queryKey: [transparencyRoutes.report.path],
    queryFn: ({ signal }) => transparencyApi.report({ signal }),
    staleTime: 0,
  });
}

export function useTransparencyReport() {
  return useQuery(transparencyQueryOptions());
}
