// GET /api/ad-fatigue?query=: the ad-fatigue check, counted from recorded ad sightings. The answer
// only changes when a week completes or new sightings are recorded, so it is cached like any read.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdFatigueResponse } from "../../../../shared/contracts/tools";
import { getJson } from "../../../lib/api-client";

export function adFatigueQueryOptions(query: string) {
  return queryOptions({
    queryKey: ["/api/ad-fatigue", query],
    queryFn: ({ signal }) =>
      getJson(`/api/ad-fatigue?${new URLSearchParams({ query })}`, AdFatigueResponse, { signal }),
  });
}

/** Runs once `query` is set (the visitor pressed Check). */
export function useAdFatigue(query: string) {
  return useQuery({ ...adFatigueQueryOptions(query), enabled: query !== "" });
}
