// Merging detections of the same course read from several places (its record and its page), or the
// built-in detection with an LLM's judged claims. A phrase found twice in one category counts once.
import type { Detection, RedFlagFinding } from "../../../shared/contracts/analysis";

/** A phrase as compared: case and runs of white space ignored (stats.service.ts repeats it in SQL). */
export const phraseKey = (phrase: string) => phrase.replace(/\s+/g, " ").trim().toLowerCase();

/** The same finding: one category, one phrase. */
export const findingKey = (f: { category: string; phrase: string }) =>
  `${f.category}\u0000${phraseKey(f.phrase)}`;

export function mergeDetections(...detections: Detection[]): Detection {
  const seen = new Set<string>();
  const fresh = (f: { category: string; phrase: string }) => {
    const key = findingKey(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const pitch =
    detections.find((d) => d.pitch?.verdict === "pitch")?.pitch ?? detections.find((d) => d.pitch)?.pitch;
  const merged: Detection = {
    redFlags: detections.flatMap((d) => d.redFlags).filter(fresh),
    positives: detections.flatMap((d) => d.positives).filter(fresh),
  };
  if (pitch) merged.pitch = pitch;
  if (detections.some((d) => d.earningsClaims))
    merged.earningsClaims = detections.flatMap((d) => d.earningsClaims ?? []);
  if (detections.some((d) => d.terms)) merged.terms = detections.flatMap((d) => d.terms ?? []);
  return merged;
}

/** Adds findings that do not overlap a finding of the same category in the same field. */
export function addFindings(detection: Detection, extra: readonly RedFlagFinding[]): Detection {
  const added = extra.filter(
    (f) =>
      !detection.redFlags.some(
        (r) => r.category === f.category && r.field === f.field && r.start < f.end && f.start < r.end,
      ),
  );
  return added.length === 0 ? detection : { ...detection, redFlags: [...detection.redFlags, ...added] };
}
