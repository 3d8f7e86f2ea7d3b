// Votes on the seeded community reports by the demo accounts (issue 6). Idempotent.
import type { Executor } from "./catalog/bulk-insert";

export async function seedReportVotes(_tx: Executor, _now: Date): Promise<number> {
  return 0;
}
