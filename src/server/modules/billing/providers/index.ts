import type { BillingConfig } from "../../../config";
import { createDemoProvider } from "./demo";
import type { BillingProvider } from "./provider";

/** The provider for this configuration: the demo one, the only one this build has. */
export function createBillingProvider(_config: BillingConfig): BillingProvider {
  return createDemoProvider();
}
