// Counts in words, the same on the server and in the browser (US English, written out instead of
// going through Intl: see src/client/lib/format.ts for why).

/** "1234567.5" -> "1,234,567.5": at most three decimals, like Intl.NumberFormat("en-US"). */
export function formatCount(value: number): string {
  const [whole = "", fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split(".");
  return `${value < 0 ? "-" : ""}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** "1 review", "12 reviews", "1,200 categories" (with `many`). */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}
