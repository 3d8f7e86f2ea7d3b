import type { BillingConfig } from "../../../config";
import { createDemoProvider } from "./demo";
import type { BillingProvider } from "./provider";

export const CARD_BILLING_UNAVAILABLE =
  "Card billing is configured (STRIPE_* variables) but this build only has the demo provider: unset the STRIPE_* variables to run with demo billing.";

/** The provider for this configuration; fails fast rather than pretend to take payments. */
export function createBillingProvider(config: BillingConfig): BillingProvider {
  if (config.provider === "stripe") throw new Error(CARD_BILLING_UNAVAILABLE);
  return createDemoProvider();
}
