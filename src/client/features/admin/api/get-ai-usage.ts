// Admin: the newest N AI usage log entries. Fetched fresh each time the screen opens, when the page
// size changes and on Refresh.
import { useQuery } from "@tanstack/react-query";
import type { AI_LOG_PAGE_SIZES } from "../../../../shared/contracts/ai";
import { aiRoutes } from "../../../../shared/contracts/ai.routes";
import { aiApi } from "../../../lib/api/ai";
import { adminListOptions } from "./admin-list";

export type AiUsagePageSize = (typeof AI_LOG_PAGE_SIZES)[number];
export const DEFAULT_AI_USAGE_PAGE_SIZE: AiUsagePageSize = 100;

export function aiUsageQueryOptions(limit: AiUsagePageSize) {
  return adminListOptions([aiRoutes.usageLog.path, limit], ({ signal }) =>
    aiApi.usageLog({ query: { limit }, signal }),
  );
}

export function useAiUsage(limit: AiUsagePageSize) {
  return useQuery(aiUsageQueryOptions(limit));
}
