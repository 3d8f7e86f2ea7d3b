// What changed on a sales page between two readings, in words a buyer reads: "price up from $297 to
// $397 (+34%)", "refund window shortened from 30 to 14 days", "new income claim: '$4,200/month'".
// Pure, over two snapshots' facts (price, anchor, refund, recurring) and red flags, so the snapshot
// diff, the page watch's notice to followers and the History tab say the same thing. Worse terms and
// new red flags are "bad" news, better terms and removed red flags "good" news, the rest "neutral".
// Two prices in different currencies are never compared as numbers (money.ts), nor a one-time price
// with a monthly one: a change of currency or billing says what the price is now and what it was.

import { type Billing, formatBilledPrice, formatMoney } from "./money-format";

export const PAGE_CHANGE_KINDS = [
  "price",
  "currency",
  "billing",
  "anchor",
  "refund",
  "recurring",
  "red-flag-new",
  "red-flag-removed",
] as const;
export type PageChangeKind = (typeof PAGE_CHANGE_KINDS)[number];

export const PAGE_CHANGE_TONES = ["bad", "good", "neutral"] as const;
export type PageChangeTone = (typeof PAGE_CHANGE_TONES)[number];

export interface PageChange {
  kind: PageChangeKind;
  tone: PageChangeTone;
  text: string;
}

/** The facts of one reading this compares (the shape of PageFacts' fields, null: not stated). */
export interface PageSideFacts {
  price: {
    amount: number;
    currency: string;
    billing: Billing;
    installments?: { count: number; amount: number } | undefined;
  } | null;
  anchorPrice: { amount: number; currency: string } | null;
  refund: { days: number | null; kind: "none" | "conditional" | "unconditional" } | null;
  recurring: { value: boolean } | null;
}

/** One reading of a page: its facts (null for one read before facts were) and its red flags. */
export interface PageSide {
  facts: PageSideFacts | null;
  /**
   * The price the reading stated when it has no facts (a snapshot read before facts were: its
   * billing is not known). Ignored when `facts` is given.
   */
  statedPrice?: { amount: number; currency: string } | null;
  redFlags: ReadonlyArray<{ category: string; phrase: string; label: string }>;
}

/** Red flags that are claims of income, named as such. */
const INCOME_CATEGORIES = new Set(["earnings-claim", "passive-income"]);
/** The longest quoted phrase; a longer one is cut with an ellipsis. */
const QUOTE_MAX = 120;

const BILLING_WORDS: Record<Billing, string> = {
  "one-time": "paid once",
  monthly: "billed monthly",
  yearly: "billed yearly",
  installments: "paid in instalments",
  free: "free",
};
/** How often a buyer pays: more often is worse (a subscription instead of one payment). */
const RECURRING: Record<Billing, boolean> = {
  "one-time": false,
  monthly: true,
  yearly: true,
  installments: false,
  free: false,
};

interface SidePrice {
  amount: number;
  currency: string;
  /** Null: not known (a reading before facts were). */
  billing: Billing | null;
  installmentCount: number | null;
}

function priceOf(side: PageSide): SidePrice | null {
  if (side.facts) {
    const p = side.facts.price;
    return p
      ? {
          amount: p.amount,
          currency: p.currency,
          billing: p.billing,
          installmentCount: p.installments?.count ?? null,
        }
      : null;
  }
  const p = side.statedPrice;
  return p ? { amount: p.amount, currency: p.currency, billing: null, installmentCount: null } : null;
}

function billed(price: SidePrice): string {
  return price.billing === null
    ? formatMoney(price.amount, price.currency)
    : formatBilledPrice({ ...price, billing: price.billing });
}

/** "+34%", "-25%"; null when there is nothing to take a share of. */
function percent(from: number, to: number): string | null {
  if (from <= 0) return null;
  const share = Math.round(((to - from) / from) * 100);
  if (share === 0) return null;
  return `${share > 0 ? "+" : ""}${share}%`;
}

function quote(phrase: string): string {
  const text = phrase.replace(/\s+/g, " ").trim();
  return `'${text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text}'`;
}

function priceChanges(before: SidePrice | null, after: SidePrice | null): PageChange[] {
  if (before === null && after === null) return [];
  if (before === null && after !== null)
    return [{ kind: "price", tone: "neutral", text: `price now stated: ${billed(after)}` }];
  if (after === null && before !== null)
    return [{ kind: "price", tone: "neutral", text: `price no longer stated (was ${billed(before)})` }];
  const from = before as SidePrice;
  const to = after as SidePrice;
  if (from.currency !== to.currency) {
    return [
      {
        kind: "currency",
        tone: "neutral",
        text: `price now ${billed(to)} (was ${billed(from)}): a different currency, not compared`,
      },
    ];
  }
  if (from.billing !== null && to.billing !== null && from.billing !== to.billing) {
    let tone: PageChangeTone = "neutral";
    if (to.billing === "free") tone = "good";
    else if (RECURRING[to.billing] && !RECURRING[from.billing]) tone = "bad";
    else if (RECURRING[from.billing] && !RECURRING[to.billing]) tone = "good";
    const now = to.billing === "free" ? "now free" : `now ${BILLING_WORDS[to.billing]}: ${billed(to)}`;
    return [{ kind: "billing", tone, text: `${now} (was ${billed(from)})` }];
  }
  if (from.amount === to.amount) {
    if (from.installmentCount !== to.installmentCount && to.billing === "installments")
      return [{ kind: "billing", tone: "neutral", text: `now ${billed(to)} (was ${billed(from)})` }];
    return [];
  }
  const up = to.amount > from.amount;
  const share = percent(from.amount, to.amount);
  const money = (amount: number) => formatMoney(amount, to.currency);
  const per = to.billing === "monthly" ? "/month" : to.billing === "yearly" ? "/year" : "";
  return [
    {
      kind: "price",
      tone: up ? "bad" : "good",
      text: `price ${up ? "up" : "down"} from ${money(from.amount)}${per} to ${money(to.amount)}${per}${share ? ` (${share})` : ""}`,
    },
  ];
}

type Refund = NonNullable<PageSideFacts["refund"]>;

function refundWords(refund: Refund): string {
  if (refund.kind === "none") return "no refunds";
  const window = refund.days === null ? "a refund" : `a ${refund.days}-day refund`;
  return refund.kind === "unconditional" ? `${window}, for any reason` : `${window}, under conditions`;
}

const REFUND_RANK: Record<Refund["kind"], number> = { none: 0, conditional: 1, unconditional: 2 };

function refundChanges(before: Refund | null, after: Refund | null): PageChange[] {
  if (before === null && after === null) return [];
  if (after === null && before !== null)
    return [
      { kind: "refund", tone: "bad", text: `refund terms no longer stated (were: ${refundWords(before)})` },
    ];
  if (before === null && after !== null)
    return [
      {
        kind: "refund",
        tone: after.kind === "none" ? "bad" : "good",
        text: `refund: now ${after.kind === "none" ? "says no refunds" : refundWords(after)}`,
      },
    ];
  const from = before as Refund;
  const to = after as Refund;
  if (from.kind !== to.kind) {
    if (to.kind === "none") return [{ kind: "refund", tone: "bad", text: "refund: now no refunds" }];
    const better = REFUND_RANK[to.kind] > REFUND_RANK[from.kind];
    return [
      {
        kind: "refund",
        tone: better ? "good" : "bad",
        text: `refund: now ${refundWords(to)} (was ${refundWords(from)})`,
      },
    ];
  }
  if (to.kind === "none" || from.days === to.days) return [];
  if (from.days !== null && to.days !== null) {
    const shorter = to.days < from.days;
    return [
      {
        kind: "refund",
        tone: shorter ? "bad" : "good",
        text: `refund window ${shorter ? "shortened" : "lengthened"} from ${from.days} to ${to.days} days`,
      },
    ];
  }
  return to.days === null
    ? [{ kind: "refund", tone: "bad", text: `refund window no longer stated (was ${from.days} days)` }]
    : [{ kind: "refund", tone: "neutral", text: `refund window now stated: ${to.days} days` }];
}

function anchorChanges(
  before: PageSideFacts["anchorPrice"],
  after: PageSideFacts["anchorPrice"],
): PageChange[] {
  const money = (a: { amount: number; currency: string }) => formatMoney(a.amount, a.currency);
  if (before === null && after === null) return [];
  if (before === null && after !== null)
    return [{ kind: "anchor", tone: "bad", text: `now shows a "was" price of ${money(after)}` }];
  if (after === null && before !== null)
    return [{ kind: "anchor", tone: "neutral", text: `"was" price of ${money(before)} no longer shown` }];
  const from = before as NonNullable<typeof before>;
  const to = after as NonNullable<typeof after>;
  if (from.currency === to.currency && from.amount === to.amount) return [];
  return [{ kind: "anchor", tone: "neutral", text: `"was" price now ${money(to)} (was ${money(from)})` }];
}

const flagKey = (f: { category: string; phrase: string }) =>
  `${f.category}\u0000${f.phrase.replace(/\s+/g, " ").trim().toLowerCase()}`;

function flagsByKey(flags: PageSide["redFlags"]) {
  const map = new Map<string, PageSide["redFlags"][number]>();
  for (const f of flags) if (!map.has(flagKey(f))) map.set(flagKey(f), f);
  return map;
}

function flagChanges(before: PageSide["redFlags"], after: PageSide["redFlags"]): PageChange[] {
  const a = flagsByKey(before);
  const b = flagsByKey(after);
  const name = (f: { category: string; label: string }, added: boolean) =>
    INCOME_CATEGORIES.has(f.category)
      ? added
        ? "new income claim"
        : "income claim removed"
      : added
        ? `new red flag (${f.label})`
        : `red flag removed (${f.label})`;
  const out: PageChange[] = [];
  for (const [key, f] of b)
    if (!a.has(key))
      out.push({ kind: "red-flag-new", tone: "bad", text: `${name(f, true)}: ${quote(f.phrase)}` });
  for (const [key, f] of a)
    if (!b.has(key))
      out.push({ kind: "red-flag-removed", tone: "good", text: `${name(f, false)}: ${quote(f.phrase)}` });
  return out;
}

/**
 * What changed from `before` to `after`, for a buyer: price (or currency, or billing), refund,
 * recurring charge, "was" price, then new red flags and removed ones. Terms are compared only when
 * both readings have facts (an old reading's silence is not a change); the price falls back to
 * `statedPrice`. Empty when nothing a buyer would notice changed.
 */
export function describePageChanges(before: PageSide, after: PageSide): PageChange[] {
  const changes = priceChanges(priceOf(before), priceOf(after));
  if (before.facts && after.facts) {
    changes.push(...refundChanges(before.facts.refund, after.facts.refund));
    const billingSaid = changes.some((c) => c.kind === "billing" || c.kind === "currency");
    const wasRecurring = before.facts.recurring?.value ?? null;
    const isRecurring = after.facts.recurring?.value ?? null;
    if (!billingSaid && wasRecurring !== null && isRecurring !== null && wasRecurring !== isRecurring) {
      changes.push(
        isRecurring
          ? { kind: "recurring", tone: "bad", text: "now a recurring charge" }
          : { kind: "recurring", tone: "good", text: "no longer a recurring charge" },
      );
    }
    changes.push(...anchorChanges(before.facts.anchorPrice, after.facts.anchorPrice));
  }
  changes.push(...flagChanges(before.redFlags, after.redFlags));
  return changes;
}

/** "price up from $297 to $397 (+34%); new income claim: '…'" (at most `max`, then "and N more"). */
export function summarizePageChanges(changes: readonly PageChange[], max = 5): string {
  const shown = changes.slice(0, max).map((c) => c.text);
  const rest = changes.length - shown.length;
  return rest > 0 ? `${shown.join("; ")}; and ${rest} more` : shown.join("; ");
}
