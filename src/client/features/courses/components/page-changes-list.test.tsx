import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageChange } from "../../../../shared/contracts/snapshots";
import { describePageChanges } from "../../../../shared/domain/page-changes";
import { PageChangesList } from "./page-changes-list";

/** Each list item: its tone attribute and its text without tags. */
function itemsOf(html: string) {
  return [...html.matchAll(/<li data-tone="(\w+)"[^>]*>(.*?)<\/li>/g)].map((m) => ({
    tone: m[1],
    text: (m[2] ?? "").replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"),
    icon: /<svg[^>]*aria-hidden="true"/.test(m[2] ?? ""),
  }));
}

/** A page read with a one-time USD price of `amount`, a 30-day refund for any reason, and one red flag. */
function pageRead(amount: number, redFlag: { category: string; phrase: string; label: string }) {
  return {
    facts: {
      price: { amount, currency: "USD", billing: "one-time" },
      anchorPrice: null,
      refund: { days: 30, kind: "unconditional" },
      recurring: null,
    },
    redFlags: [redFlag],
  } as const;
}

describe("PageChangesList", () => {
  it("names bad and good news in words beside an icon, not by colour alone", () => {
    const changes = describePageChanges(
      pageRead(297, { category: "urgency-scarcity", phrase: "Only 3 seats left", label: "Urgency" }),
      pageRead(397, { category: "earnings-claim", phrase: "$4,200/month", label: "Earnings claim" }),
    );
    const html = renderToString(<PageChangesList changes={changes} label="What changed for a buyer" />);
    expect(html).toContain('aria-label="What changed for a buyer"');
    expect(itemsOf(html)).toEqual([
      { tone: "bad", text: "Bad news: Price up from $297 to $397 (+34%)", icon: true },
      { tone: "bad", text: "Bad news: New income claim: '$4,200/month'", icon: true },
      { tone: "good", text: "Good news: Red flag removed (Urgency): 'Only 3 seats left'", icon: true },
    ]);
    expect(html).toMatch(/<li data-tone="bad" class="[^"]*red-/);
    expect(html).toMatch(/<li data-tone="good" class="[^"]*emerald-/);
  });

  it("shows a neutral change plainly, and nothing for no changes", () => {
    const change: PageChange = {
      kind: "currency",
      tone: "neutral",
      text: "price now ZAR 899 (was $49): a different currency, not compared",
    };
    expect(itemsOf(renderToString(<PageChangesList changes={[change]} label="Changes" />))).toEqual([
      {
        tone: "neutral",
        text: "Change: Price now ZAR 899 (was $49): a different currency, not compared",
        icon: true,
      },
    ]);
    expect(renderToString(<PageChangesList changes={[]} label="Changes" />)).toBe("");
  });
});
