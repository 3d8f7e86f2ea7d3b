// The labelled real pages in ../shared/pages (beside the clone), as both page evaluations read them:
// where the set lives, which site a page belongs to, and the fixed dev / held-out split by site.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type Split = "dev" | "held-out";

export const DEFAULT_DIR = resolve(fileURLToPath(new URL("../..", import.meta.url)), "../shared/pages");

/** Whether `dir` holds a labelled page set (its labels.jsonl); the floors tests skip without one. */
export const hasLabelledPages = (dir: string = DEFAULT_DIR) => existsSync(join(dir, "labels.jsonl"));

/** The site a page belongs to: its URL host without "www."; pages of one site are held out together. */
export const siteOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, "");

/** About 60% of sites are dev and the rest held out, by a hash of the host (stable across runs). */
export function splitOf(url: string): Split {
  const host = siteOf(url);
  const fraction = createHash("sha256").update(host).digest().readUInt32BE(0) / 2 ** 32;
  return fraction < 0.6 ? "dev" : "held-out";
}
