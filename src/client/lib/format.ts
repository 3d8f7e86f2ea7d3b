// Display formatting for catalogue figures, in US English. Prices arrive as an amount in major units
// with its currency (CourseSummary.price and .currency) and are formatted by the shared money rules
// (src/shared/domain/money.ts), which write US dollars out and use Intl for other currencies.
//
// The common cases (whole counts, prices in cents, dates in the viewer's time zone) are written out
// here instead of going through Intl: the first Intl formatter a page creates loads ICU's locale
// data, about 20 ms on a fast machine and four times that on the phone profile Lighthouse scores,
// all of it in the task that starts the app (README "Measured"). The output is the same as
// Intl.NumberFormat("en-US") and Intl.DateTimeFormat("en-US", { dateStyle: "medium" [, timeStyle:
// "short"] }) give (format.test.ts checks that), except that the space before AM/PM is always a
// plain one, so the server's page and the browser's agree whatever ICU each has.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

import { formatCount, plural } from "../../shared/domain/format";
import { type Billing, formatBilledPrice, formatMoney, formatPrice } from "../../shared/domain/money-format";

export { formatCount, formatMoney, formatPrice, plural };

/**
 * A course's price as it is charged: "$497", "$37/month", "€190/year", "3 × $99", "Free"; "Price not
 * stated" when its page stated none (priceKnown false).
 */
export function formatCoursePrice(course: {
  price: number;
  currency: string;
  billing: Billing;
  installmentCount?: number | null;
  priceKnown?: boolean;
}): string {
  if (course.priceKnown === false) return "Price not stated";
  return formatBilledPrice({
    amount: course.price,
    currency: course.currency,
    billing: course.billing,
    installmentCount: course.installmentCount,
  });
}

/** "4.25" -> "4.3"; the API sends the mean as a numeric string, null without reviews. */
export function formatRating(averageRating: string): string {
  const value = Number(averageRating);
  return Number.isFinite(value) ? value.toFixed(1) : averageRating;
}

function mediumDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 22, 2026" in the viewer's time zone; text that is not a date is shown as it came. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? mediumDate(new Date(time)) : value;
}

/** "Nov 22, 2026, 1:05 PM" in the viewer's time zone; text that is not a date is shown as it came. */
export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return value;
  const date = new Date(time);
  const hours = date.getHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${mediumDate(date)}, ${clock} ${hours < 12 ? "AM" : "PM"}`;
}

export function formatHours(hours: number): string {
  if (hours === 0) return "Not stated";
  const rounded = Math.round(hours * 10) / 10;
  return plural(rounded, "hour");
}
