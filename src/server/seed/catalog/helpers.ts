// Small helpers shared by the demo generator and the large synthetic catalogue.
import type { COURSE_LEVELS } from "../../db/schema/courses";
import type { CREATOR_STATUSES } from "../../db/schema/creators";
import type { Rng } from "./prng";

export type CreatorStatus = (typeof CREATOR_STATUSES)[number];
export type Level = (typeof COURSE_LEVELS)[number];

/** Where the demo adverts ran: the platforms community reports name. */
export { REPORT_PLATFORMS as AD_PLATFORMS } from "../../../shared/domain/community";

export const DAY_MS = 24 * 60 * 60 * 1000;

export { slugify } from "../../../shared/domain/slug";

/** 12500 -> "12,500" (fixed format, independent of the machine's locale). */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A moment `days` (fractional) before the anchor, with a drawn time of day so rows do not tie. */
export function daysBefore(anchor: Date, days: number, rng?: Rng): Date {
  const minutes = rng ? rng.int(0, 24 * 60 - 1) : 0;
  return new Date(anchor.getTime() - days * DAY_MS - minutes * 60 * 1000);
}

/** Prices the way sellers write them: 497, 997, 1997 (a dollar figure ending in 7 or 9). */
export function sellerPrice(dollars: number): number {
  if (dollars < 15) return Math.max(0, Math.round(dollars));
  const tens = Math.round(dollars / 10) * 10;
  return tens >= 100 ? tens - 3 : tens - 1;
}

export function hexId(rng: Rng, length = 10): string {
  let out = "";
  for (let i = 0; i < length; i++) out += "0123456789abcdef"[rng.int(0, 15)];
  return out;
}

/** `count` distinct integers in [min, max], ascending. */
export function distinctInts(rng: Rng, count: number, min: number, max: number): number[] {
  const n = Math.min(count, Math.max(0, max - min + 1));
  const picked = new Set<number>();
  while (picked.size < n) picked.add(rng.int(min, max));
  return [...picked].sort((a, b) => a - b);
}

/** Proper nouns and acronyms that keep their capitals inside a sentence. */
const KEEP_CASE = new Set([
  "Amazon",
  "Shopify",
  "Upwork",
  "Notion",
  "Etsy",
  "Instagram",
  "Pinterest",
  "YouTube",
]);

/** "Amazon FBA Private Label" -> "Amazon FBA private label"; "No-Code Apps" -> "no-code apps". */
export function lowerTopic(topic: string): string {
  return topic
    .split(" ")
    .map((word) =>
      word
        .split("-")
        .map((part) => (KEEP_CASE.has(part) || /[A-Z]/.test(part.slice(1)) ? part : part.toLowerCase()))
        .join("-"),
    )
    .join(" ");
}

/** 1999 -> "$19.99"; 99700 -> "$997"; 149700 -> "$1,497". */
export function formatDollars(cents: number): string {
  const whole = formatCount(Math.floor(cents / 100));
  return cents % 100 === 0 ? `$${whole}` : `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}
