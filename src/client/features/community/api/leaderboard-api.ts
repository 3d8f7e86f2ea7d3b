// The leaderboard and the member's own entry (members only). Fresh on every visit: points change as
// reviews are approved and reports voted on.
import { useQuery } from "@tanstack/react-query";
import { leaderboardRoutes } from "../../../../shared/contracts/leaderboard.routes";
import { leaderboardApi } from "../../../lib/api/leaderboard";

/** Both queries' keys start with it, so one invalidation refreshes the list and the member's entry. */
export const LEADERBOARD_QUERY_KEY = [leaderboardRoutes.list.path] as const;

export function useLeaderboard() {
  return useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: ({ signal }) => leaderboardApi.list({ signal }),
    staleTime: 0,
  });
}

export function useLeaderboardMe() {
  return useQuery({
    queryKey: [...LEADERBOARD_QUERY_KEY, "me"],
    queryFn: ({ signal }) => leaderboardApi.me({ signal }),
    staleTime: 0,
  });
}
