// The scam analytics' trend rule and labels, kept free of zod (like catalog-constants.ts) so the
// scam-prevention guide's own code carries no schema; community-reports.ts re-exports them.

/**
 * The trend rule: non-rejected reports filed in the last TREND_WINDOW_DAYS days against the
 * TREND_WINDOW_DAYS before. Fewer than TREND_MIN_REPORTS in both windows together is 'stable' (too
 * few to call); otherwise 'up' when the recent count is at least TREND_CHANGE higher than the
 * earlier one, 'down' when at least TREND_CHANGE lower, else 'stable'.
 */
export const TREND_WINDOW_DAYS = 30;
export const TREND_MIN_REPORTS = 4;
export const TREND_CHANGE = 0.25;

export type ScamTrend = "up" | "down" | "stable";

export function scamTrend(recent: number, previous: number): ScamTrend {
  if (recent + previous < TREND_MIN_REPORTS) return "stable";
  if (recent > previous && recent >= previous * (1 + TREND_CHANGE)) return "up";
  if (recent < previous && recent <= previous * (1 - TREND_CHANGE)) return "down";
  return "stable";
}

export const TREND_LABELS: Record<ScamTrend, string> = {
  up: "Rising scams",
  down: "Decreasing scams",
  stable: "Stable",
};
