// The fake-guru quiz's calls, derived from their contracts (lib/endpoint-client.ts).
import { quizRoutes } from "../../../shared/contracts/quiz.routes";
import { endpointClient } from "../endpoint-client";

export const quizApi = endpointClient(
  quizRoutes,
  async () => (await import("../../../shared/contracts/quiz")).quizEndpoints,
);
