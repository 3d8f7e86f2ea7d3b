// The ad-fatigue check, counted from recorded ad sightings. The answer only changes when a week
// completes or new sightings are recorded, so it is cached like any read.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { toolRoutes } from "../../../../shared/contracts/tools.routes";
import { toolsApi } from "../../../lib/api/tools";

export function adFatigueQueryOptions(query: string) {
  return queryOptions({
    queryKey: [toolRoutes.adFatigue.path, query],
    queryFn: ({ signal }) => toolsApi.adFatigue({ query: { query }, signal }),
  });
}

/** Runs once `query` is set (the visitor pressed Check). */
export function useAdFatigue(query: string) {
  return useQuery({ ...adFatigueQueryOptions(query), enabled: query !== "" });
}
