// A member's AI uses written straight into the quota table, in this period or the one before, so a
// test can start at the quota or check that last period's uses no longer count.
import type { Db } from "../db/client";
import { aiQuotaUsage } from "../db/schema/analyzer";
import { type QuotaKind, quotaPeriod, userSubject } from "../modules/analyzer/ai-quota.service";

/** Records `used` uses of `kind` for the member; answers the start of the period they count in. */
export async function recordAiUses(
  db: Db,
  userId: string,
  kind: QuotaKind,
  used: number,
  period: "current" | "previous" = "current",
): Promise<Date> {
  const current = quotaPeriod(kind, new Date()).start;
  const periodStart =
    period === "current" ? current : quotaPeriod(kind, new Date(current.getTime() - 1)).start;
  await db.insert(aiQuotaUsage).values({ subject: userSubject(userId), kind, periodStart, used });
  return periodStart;
}
