// Display formatting for catalogue figures. Prices arrive as dollars (CourseSummary.price).
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat("en-US");
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function formatPrice(dollars: number): string {
  if (dollars === 0) return "Free";
  return Number.isInteger(dollars) ? usdWhole.format(dollars) : usd.format(dollars);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 review", "12 reviews". */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** "4.25" -> "4.3"; the API sends the mean as a numeric string, null without reviews. */
export function formatRating(averageRating: string): string {
  const value = Number(averageRating);
  return Number.isFinite(value) ? value.toFixed(1) : averageRating;
}

export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? longDate.format(time) : value;
}

export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? dateTime.format(time) : value;
}

export function formatHours(hours: number): string {
  if (hours === 0) return "Not stated";
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
}
