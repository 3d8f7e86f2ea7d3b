// Positions in a text, shared by the detector and the pitch model.

/**
 * The index of the first of `items` (sorted by start) that starts at or after `at`, or
 * `items.length` when none does: a binary search, so a long list costs log n per look-up.
 */
export function firstStartingAt(items: readonly { start: number }[], at: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
