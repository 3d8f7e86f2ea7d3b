// The open data's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const trustRoutes = {
  course: route("GET", "/api/courses/:id/trust"),
} as const;

/**
 * The whole-catalogue download: a stream of JSON lines, not a JSON answer, so it has no endpoint
 * contract; the server documents its line schema (TrustExportLine) itself and pages link to it.
 */
export const trustDownloadRoutes = {
  scores: route("GET", "/api/export/trust-scores.jsonl"),
} as const;
