// The History tab's page and price events: each snapshot whose page changed for a buyer (its
// `changes`, with a link to the diff), and each recorded price move the snapshots do not already
// tell (a price the desk set, or one recorded without a new snapshot), in words
// (src/shared/domain/page-changes.ts). Newest first.
import type { PriceHistoryPoint } from "../../../../shared/contracts/price-alerts";
import type { PageChange, SnapshotRow } from "../../../../shared/contracts/snapshots";
import { describePageChanges } from "../../../../shared/domain/page-changes";

export interface PageEvent {
  kind: "page" | "price";
  at: string;
  changes: PageChange[];
  /** The diff's two sides, when both snapshots are listed. */
  compare: { from: number; to: number } | null;
}

const PRICE_KINDS = new Set<PageChange["kind"]>(["price", "currency", "billing"]);

export function pageEventsOf(
  snapshots: readonly SnapshotRow[],
  prices: readonly PriceHistoryPoint[],
): PageEvent[] {
  const events: PageEvent[] = [];
  /** When a snapshot already told a price move. */
  const toldPrices = new Set<number>();
  snapshots.forEach((snapshot, index) => {
    if (snapshot.changes.length === 0) return;
    const before = snapshots[index + 1];
    events.push({
      kind: "page",
      at: snapshot.fetchedAt,
      changes: snapshot.changes,
      compare: before ? { from: before.id, to: snapshot.id } : null,
    });
    if (snapshot.changes.some((change) => PRICE_KINDS.has(change.kind)))
      toldPrices.add(Date.parse(snapshot.fetchedAt));
  });
  for (let i = 1; i < prices.length; i += 1) {
    const from = prices[i - 1]!;
    const to = prices[i]!;
    if (toldPrices.has(Date.parse(to.at))) continue;
    const changes = describePageChanges(
      { facts: null, statedPrice: { amount: from.price, currency: from.currency }, redFlags: [] },
      { facts: null, statedPrice: { amount: to.price, currency: to.currency }, redFlags: [] },
    );
    if (changes.length > 0) events.push({ kind: "price", at: to.at, changes, compare: null });
  }
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
