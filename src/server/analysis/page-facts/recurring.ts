// Whether the buyer is charged again: yes when the price is monthly or yearly, or the page states
// renewal terms ("renews at", "billed annually", "cancel anytime"; "renew" alone is also a verb
// about the body or the mind, "rest and renew", so it needs a billing word beside it); no when it says the payment is
// once ("one-time payment", "no monthly fees"), when the offer is free, when it states a one-time
// price and no renewal, or when a page that sells (an amount, a buy button or refund terms) has no
// renewal, subscription or per-period wording anywhere: a charge that repeats has to be stated, so
// its absence on a sales page is the evidence. A page that sells nothing is unknown. Word
// alternations on plain sentences, linear.

import { type Block, plain } from "./page-document";
import type { Fact, PriceFact } from "./types";

const RENEWS =
  /\brenews? (?:at|automatically|every|each|monthly|annually|yearly|on|for|until|unless)\b|\b(?:will|automatically|subscription|plan|membership) renews?\b|\brenewal (?:fee|price|date|charge|rate|period|term|notice)s?\b|auto-?renew|automatically (?:re-?)?bill|re-?bill(?:ed|ing)?\b|\brecurring (?:payment|charge|billing|fee)|billed (?:monthly|annually|yearly|every)|charged (?:monthly|annually|yearly|every)|cancel (?:at )?any ?time|renova(?:ção|da) automátic|cobrança recorrente|assinatura mensal|renouvel(?:lement|é) automatique|rinnovo automatico|automatisch verlengd|自動更新/i;
const ONCE =
  /one[- ]time (?:payment|fee|price|investment|charge|purchase)|single (?:one[- ])?(?:time )?payment|no (?:monthly|recurring|hidden|ongoing) (?:fees?|payments?|charges?|costs?)|not a subscription|no subscription|pay (?:only )?once|pagamento único|paiement unique|una tantum|pagamento unico|eenmalige? (?:betaling|investering)|geen abonnement|買い切り/i;

/** Words of a subscription, anywhere ("subscribe" alone is a newsletter or a channel). */
const SUBSCRIPTION =
  /subscription|\bmembership (?:fee|plan|price|dues)|monthly (?:fee|plan|payment|subscription|membership|charge|billing)|annual (?:fee|plan|subscription|membership|billing)|\bbilled\b|assinatura|mensalidade|abonnement|abbonamento|月額|定期購入/i;

export function renewalSentence(blocks: Block[]): string | null {
  for (const block of blocks) {
    const text = plain(block.text);
    const m = RENEWS.exec(text);
    if (m !== null) return text.slice(Math.max(0, m.index - 80), m.index + 120);
  }
  return null;
}

export function readRecurring(
  blocks: Block[],
  price: PriceFact | null,
  renewal: string | null,
  /** The page sells (an amount, a buy button, refund terms) and whether it shows an amount per period. */
  page: { sells: boolean; periodicAmount: boolean } = { sells: false, periodicAmount: false },
): Fact<boolean> | null {
  if (price && (price.billing === "monthly" || price.billing === "yearly"))
    return { value: true, evidence: price.evidence, how: "price" };
  if (price?.billing === "free" && renewal === null)
    return { value: false, evidence: price.evidence, how: "price" };
  let once: string | null = null;
  for (const block of blocks) {
    const text = plain(block.text);
    const m = ONCE.exec(text);
    if (m !== null) {
      once = text.slice(Math.max(0, m.index - 60), m.index + 100);
      break;
    }
  }
  if (renewal !== null && once === null) return { value: true, evidence: renewal, how: "text" };
  if (once !== null) return { value: false, evidence: once, how: "text" };
  if (price && price.billing !== "installments" && renewal === null)
    return { value: false, evidence: price.evidence, how: "price" };
  if (price === null && renewal === null && page.sells && !page.periodicAmount) {
    for (const block of blocks) if (SUBSCRIPTION.test(block.text)) return null;
    return {
      value: false,
      evidence: "no renewal, subscription or per-period wording on the page",
      how: "text",
    };
  }
  return null;
}
