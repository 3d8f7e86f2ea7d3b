// The quiz's calls (SPEC.md section 7): GET /api/quiz for a question set, POST /api/quiz-results
// for the server-scored result, then (members) POST /api/leaderboard/contribution for the points.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ContributionResponse } from "../../../../shared/contracts/leaderboard";
import { QuizResponse, QuizResult, type SubmitQuizResultBody } from "../../../../shared/contracts/quiz";
import { FAKE_GURU_QUIZ_ID } from "../../../../shared/domain/community";
import { getJson, sendJson } from "../../../lib/api-client";
import { LEADERBOARD_QUERY_KEY } from "./leaderboard-api";

/** `set` undefined: the server picks a set at random; a number: exactly that set. */
export function quizQueryOptions(set: number | undefined) {
  return queryOptions({
    queryKey: ["/api/quiz", set ?? "random"] as const,
    queryFn: ({ signal }) =>
      getJson(set === undefined ? "/api/quiz" : `/api/quiz?set=${set}`, QuizResponse, { signal }),
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
    mutationFn: (body: SubmitQuizResultBody) =>
      sendJson("POST", "/api/quiz-results", body, QuizResult, { expectedStatuses: [400] }),
  });
}

export function useClaimQuizPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendJson(
        "POST",
        "/api/leaderboard/contribution",
        { contributionType: "quiz_completion", targetId: FAKE_GURU_QUIZ_ID, points: 5 },
        ContributionResponse,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY }),
  });
}
