// Fill colours the charts share; each keeps 3:1 contrast against its track in both themes.
export type ChartTone = "green" | "amber" | "red" | "indigo";

export const CHART_TONES: Record<ChartTone, string> = {
  green: "bg-emerald-600 dark:bg-emerald-400",
  amber: "bg-amber-500 dark:bg-amber-400",
  red: "bg-red-600 dark:bg-red-400",
  indigo: "bg-indigo-600 dark:bg-indigo-400",
};

/** Green from 70 % of the maximum, amber from 40 %, red below (the analyzer's score colours). */
export function toneForShare(value: number, max: number): ChartTone {
  const share = max > 0 ? value / max : 0;
  if (share >= 0.7) return "green";
  if (share >= 0.4) return "amber";
  return "red";
}
