// What the URL analyzer computes from a fetched page, in one pure function: its readable text
// (page-text.ts), the detector's findings on it and what the page's markup and scripts do
// (detector/page-behaviour.ts). It runs in a worker thread
// (analysis-pool.ts), because a 2 MB claim-dense page takes about 250 ms of CPU, and nothing
// else may wait that long on the event loop.
import type { Detection } from "../../shared/contracts/analysis";
import { detect } from "./detector/detector";
import { readPageBehaviour, withPageBehaviour } from "./detector/page-behaviour";
import { extractPageText } from "./page-text";

/** Text beyond this is not read: a sales page says what it sells long before, and the detector's time stays bounded. */
export const MAX_PAGE_TEXT = 200_000;

export interface PageAnalysisInput {
  /** The media type without parameters ("text/html", "text/plain"). */
  contentType: string;
  body: string;
}

export interface PageAnalysis {
  title: string | null;
  text: string;
  /** The first plausible price in dollars, or null. */
  price: number | null;
  detection: Detection;
}

export function analyzePage(input: PageAnalysisInput): PageAnalysis {
  const read =
    input.contentType === "text/plain"
      ? { title: null, text: input.body, price: null }
      : extractPageText(input.body);
  const text = read.text.slice(0, MAX_PAGE_TEXT);
  const found = detect([{ field: "page", text }]);
  // what the page's markup and scripts do, too (fake sale pop-ups, countdowns, anchors, upsells)
  const detection =
    input.contentType === "text/plain" ? found : withPageBehaviour(found, readPageBehaviour(input.body, text));
  return { title: read.title, text, price: read.price, detection };
}
