// The quiz's calls: a question set, the server-scored result, then (members) the quiz-completion
// points on the leaderboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmitQuizResultBody } from "../../../../shared/contracts/quiz";
import { quizRoutes } from "../../../../shared/contracts/quiz.routes";
import { FAKE_GURU_QUIZ_ID } from "../../../../shared/domain/community";
import { leaderboardApi } from "../../../lib/api/leaderboard";
import { quizApi } from "../../../lib/api/quiz";
import { LEADERBOARD_QUERY_KEY } from "./leaderboard-api";

/** `set` undefined: the server picks a set at random; a number: exactly that set. */
export function quizQueryOptions(set: number | undefined) {
  return queryOptions({
    queryKey: [quizRoutes.get.path, set ?? "random"] as const,
    queryFn: ({ signal }) => quizApi.get({ query: { set }, signal }),
    // A set in progress must not change under the taker.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useQuiz(set: number | undefined) {
  return useQuery(quizQueryOptions(set));
}

export function useSubmitQuizResult() {
  return useMutation({
    mutationFn: (body: SubmitQuizResultBody) => quizApi.submit({ body, expectedStatuses: [400] }),
  });
}

export function useClaimQuizPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      leaderboardApi.contribute({
        body: { contributionType: "quiz_completion", targetId: FAKE_GURU_QUIZ_ID, points: 5 },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY }),
  });
}
