// The AI features' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const aiRoutes = {
  analyzeCourse: route("POST", "/api/ai/analyze-course"),
  limits: route("GET", "/api/ai/limits"),
  deepAnalyze: route("POST", "/api/ai/deep-analyze"),
  searchCreator: route("POST", "/api/ai/search-creator"),
  usageLog: route("GET", "/api/admin/ai-usage"),
} as const;
