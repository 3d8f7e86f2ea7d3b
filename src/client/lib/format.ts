// Display formatting for catalogue figures, in US English. Prices arrive as dollars
// (CourseSummary.price).
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

export { formatCount, plural };

/** "$1,250" for whole dollars, "$19.90" otherwise; 0 is "Free". */
export function formatPrice(dollars: number): string {
  if (dollars === 0) return "Free";
  const cents = Math.round(Math.abs(dollars) * 100);
  const fraction = Number.isInteger(dollars) ? "" : `.${String(cents % 100).padStart(2, "0")}`;
  return `${dollars < 0 ? "-" : ""}$${formatCount(Math.floor(cents / 100))}${fraction}`;
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
