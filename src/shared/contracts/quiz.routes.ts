// The fake-guru quiz's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const quizRoutes = {
  get: route("GET", "/api/quiz"),
  submit: route("POST", "/api/quiz-results"),
} as const;
