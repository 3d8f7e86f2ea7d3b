// Business days for the creator agreement's promise (a creator's dispute answered within five of
// them): Monday to Friday, counted on UTC calendar days. Public holidays are not known here, so
// they count as business days; the promise is then kept early rather than late.

import { DAY_MS } from "../../lib/time";

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** 0 is Sunday and 6 Saturday, as Date.getUTCDay numbers them; day 0 (1970-01-01) was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function isBusinessDay(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6;
}

/**
 * The business days after the day of `from`, up to and including the day of `to`: a dispute
 * opened on a Friday has 1 business day behind it on the Monday after, whatever the hour.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  const first = utcDay(from) + 1;
  const last = utcDay(to);
  if (last < first) return 0;
  const days = last - first + 1;
  let count = Math.floor(days / 7) * 5;
  for (let day = first + Math.floor(days / 7) * 7; day <= last; day++) if (isBusinessDay(day)) count++;
  return count;
}

/** The day (YYYY-MM-DD, UTC) by which an answer is due: the `n`th business day after `from`'s. */
export function businessDayDue(from: Date, n: number): string {
  let day = utcDay(from);
  for (let left = n; left > 0; ) {
    day += 1;
    if (isBusinessDay(day)) left -= 1;
  }
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Overdue: more than `n` business days have passed since `from` and no answer was given. */
export function isOverdue(from: Date, now: Date, n: number): boolean {
  return businessDaysBetween(from, now) > n;
}
