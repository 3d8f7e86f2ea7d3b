// When a member's price target on a course is reached, as one SQL condition for a query that reads
// the course (a join, or a subquery on courses): the course is priced at or below the target, in the
// target's own currency. A course now priced in another currency is not compared with it
// (src/shared/domain/money.ts). Both kinds of target use it: a price alert (price-alerts-check.job.ts,
// when it finds the due alerts and again when it claims one) and a watchlist item's price target
// (watchlist/notify-watchers.ts).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { courses } from "../../db/schema/courses";

export interface PriceTargetColumns {
  /** The target in minor units of `currency`. */
  targetCents: AnyColumn;
  /** The target's currency: the course's when it was set. */
  currency: AnyColumn;
}

export function priceTargetReached(target: PriceTargetColumns): SQL {
  return sql`(${courses.currency} = ${target.currency} and ${courses.priceCents} <= ${target.targetCents})`;
}
