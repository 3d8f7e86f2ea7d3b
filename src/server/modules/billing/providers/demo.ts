// The demo billing provider: a chosen plan is active at once and nothing is charged. The events it
// records carry the amount a card provider would have charged, so the history reads like a real one.
import { decideCancel, decideChange, decidePeriodEnd, decideResume } from "../billing.rules";
import type { BillingProvider } from "./provider";

export function createDemoProvider(): BillingProvider {
  return {
    mode: "demo",
    name: "demo",
    takesPayment: false,
    changePlan: decideChange,
    cancel: decideCancel,
    resume: decideResume,
    // Demo plans renew for another period at no charge, so a demo subscription never lapses by itself.
    periodEnd: (state, now) => decidePeriodEnd(state, now, true),
  };
}
