// GET /api/leaderboard and GET /api/leaderboard/me (members only). Fresh on every visit: points
// change as reviews are approved and reports voted on.
import { useQuery } from "@tanstack/react-query";
import { LeaderboardEntry, LeaderboardResponse } from "../../../../shared/contracts/leaderboard";
import { getJson } from "../../../lib/api-client";

export const LEADERBOARD_QUERY_KEY = ["/api/leaderboard"] as const;

export function useLeaderboard() {
  return useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getJson("/api/leaderboard", LeaderboardResponse, { signal }),
    staleTime: 0,
  });
}

export function useLeaderboardMe() {
  return useQuery({
    queryKey: [...LEADERBOARD_QUERY_KEY, "me"],
    queryFn: ({ signal }) => getJson("/api/leaderboard/me", LeaderboardEntry, { signal }),
    staleTime: 0,
  });
}
