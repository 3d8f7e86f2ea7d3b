import { describe, expect, it } from "vitest";
import { describePageChanges, type PageSide, type PageSideFacts, summarizePageChanges } from "./page-changes";

const facts = (over: Partial<PageSideFacts> = {}): PageSideFacts => ({
  price: { amount: 297, currency: "USD", billing: "one-time" },
  anchorPrice: null,
  refund: { days: 30, kind: "unconditional" },
  recurring: { value: false },
  ...over,
});
const side = (over: Partial<PageSideFacts> = {}, redFlags: PageSide["redFlags"] = []): PageSide => ({
  facts: facts(over),
  redFlags,
});
const income = { category: "earnings-claim", phrase: "$4,200/month", label: "Earnings claim" };

describe("describePageChanges", () => {
  it("says nothing when nothing a buyer would notice changed", () => {
    expect(describePageChanges(side(), side())).toEqual([]);
  });

  it("words a price rise as bad news with its percentage, and a drop as good news", () => {
    const up = describePageChanges(
      side(),
      side({ price: { amount: 397, currency: "USD", billing: "one-time" } }),
    );
    expect(up).toEqual([{ kind: "price", tone: "bad", text: "price up from $297 to $397 (+34%)" }]);
    const down = describePageChanges(
      side({ price: { amount: 397, currency: "USD", billing: "one-time" } }),
      side(),
    );
    expect(down).toEqual([{ kind: "price", tone: "good", text: "price down from $397 to $297 (-25%)" }]);
  });

  it("never compares two currencies", () => {
    const [change] = describePageChanges(
      side({ price: { amount: 49, currency: "USD", billing: "one-time" } }),
      side({ price: { amount: 899, currency: "ZAR", billing: "one-time" } }),
    );
    expect(change?.kind).toBe("currency");
    expect(change?.tone).toBe("neutral");
    expect(change?.text).toMatch(/^price now .*899 \(was \$49\): a different currency, not compared$/);
    expect(change?.text).not.toMatch(/%|up|down/);
  });

  it("words a move to monthly billing, without comparing the amounts", () => {
    const changes = describePageChanges(
      side(),
      side({ price: { amount: 49, currency: "USD", billing: "monthly" }, recurring: { value: true } }),
    );
    expect(changes).toEqual([
      { kind: "billing", tone: "bad", text: "now billed monthly: $49/month (was $297)" },
    ]);
  });

  it("words a shorter refund window as bad, a longer one as good, and no refunds at all as bad", () => {
    expect(describePageChanges(side(), side({ refund: { days: 14, kind: "unconditional" } }))).toEqual([
      { kind: "refund", tone: "bad", text: "refund window shortened from 30 to 14 days" },
    ]);
    expect(describePageChanges(side({ refund: { days: 14, kind: "unconditional" } }), side())).toEqual([
      { kind: "refund", tone: "good", text: "refund window lengthened from 14 to 30 days" },
    ]);
    expect(describePageChanges(side(), side({ refund: { days: null, kind: "none" } }))).toEqual([
      { kind: "refund", tone: "bad", text: "refund: now no refunds" },
    ]);
    const gone = describePageChanges(side(), side({ refund: null }));
    expect(gone).toEqual([
      {
        kind: "refund",
        tone: "bad",
        text: "refund terms no longer stated (were: a 30-day refund, for any reason)",
      },
    ]);
  });

  it("names a new income claim as bad news and a removed one as good news", () => {
    expect(describePageChanges(side(), side({}, [income]))).toEqual([
      { kind: "red-flag-new", tone: "bad", text: "new income claim: '$4,200/month'" },
    ]);
    expect(describePageChanges(side({}, [income]), side())).toEqual([
      { kind: "red-flag-removed", tone: "good", text: "income claim removed: '$4,200/month'" },
    ]);
    const urgency = { category: "urgency-scarcity", phrase: "Only 3 seats left", label: "Urgency" };
    expect(
      describePageChanges(side({}, [income]), side({}, [{ ...income, phrase: " $4,200/MONTH " }, urgency])),
    ).toEqual([{ kind: "red-flag-new", tone: "bad", text: "new red flag (Urgency): 'Only 3 seats left'" }]);
  });

  it("compares terms only when both readings have facts; the price falls back to the stated one", () => {
    const old: PageSide = { facts: null, statedPrice: { amount: 297, currency: "USD" }, redFlags: [] };
    expect(
      describePageChanges(old, side({ price: { amount: 397, currency: "USD", billing: "one-time" } })),
    ).toEqual([{ kind: "price", tone: "bad", text: "price up from $297 to $397 (+34%)" }]);
  });

  it("summarises the changes in one line, the rest counted", () => {
    const changes = describePageChanges(
      side(),
      side({ price: { amount: 397, currency: "USD", billing: "one-time" } }, [income]),
    );
    expect(summarizePageChanges(changes)).toBe(
      "price up from $297 to $397 (+34%); new income claim: '$4,200/month'",
    );
    expect(summarizePageChanges(changes, 1)).toBe("price up from $297 to $397 (+34%); and 1 more");
  });
});
