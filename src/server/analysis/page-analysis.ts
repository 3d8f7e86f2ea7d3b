// What the URL analyzer computes from a fetched page, in one pure function: its readable text
// (page-text.ts), the detector's findings on it, what the page's markup and scripts do
// (detector/page-behaviour.ts) and, given the page's address, the page's own facts with their
// evidence (page-facts/, docs/decisions/0239-page-facts-reader.md). It runs in a worker thread
// (lib/analysis-pool.ts), because a 2 MB claim-dense page takes about 250 ms of CPU, and nothing
// else may wait that long on the event loop.
import type { Detection } from "../../shared/contracts/analysis";
import { detect } from "./detector/detector";
import { readPageBehaviour, withPageBehaviour } from "./detector/page-behaviour";
import { readPage } from "./page-facts/page-facts";
import type { PageFacts } from "./page-facts/types";
import { extractPageText } from "./page-text";

/** Text beyond this is not read: a sales page says what it sells long before, and the detector's time stays bounded. */
export const MAX_PAGE_TEXT = 200_000;

export interface PageAnalysisInput {
  /** The media type without parameters ("text/html", "text/plain"). */
  contentType: string;
  body: string;
  /** The page's address after redirects: given, the page's facts are read too (`facts`). */
  url?: string;
}

export interface PageAnalysis {
  title: string | null;
  text: string;
  detection: Detection;
  /** Title, seller, price, anchor, refund and renewal as the page states them; null without `url`. */
  facts: PageFacts | null;
}

/** Plain text as HTML that shows the same text (the facts reader reads HTML). */
function plainAsHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/**
 * The text with each [start, end) range's characters as spaces (line breaks kept): the detector reads
 * it at the same offsets, so every finding elsewhere is the same phrase at the same place.
 */
function blanked(text: string, ranges: ReadonlyArray<readonly [number, number]>): string {
  if (ranges.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || start >= text.length) continue;
    parts.push(text.slice(at, start), text.slice(start, end).replace(/[^\n]/g, " "));
    at = Math.min(end, text.length);
  }
  parts.push(text.slice(at));
  return parts.join("");
}

export function analyzePage(input: PageAnalysisInput): PageAnalysis {
  const plain = input.contentType === "text/plain";
  const read = plain ? { title: null, text: input.body, notForLists: [] } : extractPageText(input.body);
  const text = read.text.slice(0, MAX_PAGE_TEXT);
  const page = readPage(plain ? plainAsHtml(input.body) : input.body, input.url ?? "");
  // a list of whom the offer is not for ("Quienes esperan resultados garantizados") claims nothing
  const found = detect([{ field: "page", text: blanked(text, read.notForLists) }], {
    ownPrice: page.sellsAt,
    wholePage: true,
  });
  // what the page's markup and scripts do, too (fake sale pop-ups, countdowns, anchors, upsells)
  const detection = plain ? found : withPageBehaviour(found, readPageBehaviour(input.body, text, page.facts));
  return {
    title: read.title,
    text,
    detection,
    facts: input.url === undefined ? null : page.facts,
  };
}
