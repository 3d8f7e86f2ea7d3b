// The diffs already computed, by (from, to) snapshot pair. Snapshots are never changed once stored,
// so a pair's diff never goes stale: it is computed once per process, however often the public
// ?compare= link is opened. Bounded twice: by entries and by the characters the diffs hold (a diff
// lists up to DIFF_SENTENCE_LIMIT sentences of up to 500 characters on each side), the least
// recently used dropped first.
import type { SnapshotDiff } from "../../../shared/contracts/snapshots";

export const DIFF_CACHE_MAX_ENTRIES = 2_000;
/** About 8 MB of UTF-16 text in all, or 20 of the largest possible diffs. */
export const DIFF_CACHE_MAX_CHARS = 4_000_000;

/** What an entry is counted as: its listed text, plus a little for the rest of it. */
function weightOf(diff: SnapshotDiff): number {
  let chars = 64;
  for (const list of [diff.sentencesAdded, diff.sentencesRemoved]) for (const s of list) chars += s.length;
  for (const list of [diff.findingsAppeared, diff.findingsDisappeared])
    for (const f of list) chars += f.phrase.length + f.label.length + f.category.length;
  for (const c of diff.changes) chars += c.text.length + 16;
  return chars;
}

export interface DiffCache {
  get(fromId: number, toId: number): SnapshotDiff | undefined;
  set(diff: SnapshotDiff): void;
  readonly size: number;
}

export function createDiffCache(
  maxEntries = DIFF_CACHE_MAX_ENTRIES,
  maxChars = DIFF_CACHE_MAX_CHARS,
): DiffCache {
  // Map iteration order is insertion order: re-inserting on a hit keeps the oldest first.
  const entries = new Map<string, { diff: SnapshotDiff; weight: number }>();
  let chars = 0;
  const keyOf = (fromId: number, toId: number) => `${fromId}:${toId}`;
  return {
    get(fromId, toId) {
      const key = keyOf(fromId, toId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.diff;
    },
    set(diff) {
      const key = keyOf(diff.fromSnapshotId, diff.toSnapshotId);
      const weight = weightOf(diff);
      if (weight > maxChars) return;
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        chars -= old.weight;
      }
      entries.set(key, { diff, weight });
      chars += weight;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        entries.delete(oldest);
        chars -= entry.weight;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
