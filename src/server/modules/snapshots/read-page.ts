// One reading of a course page: fetched with the SSRF-safe fetcher (fetch/fetch-page.ts) and
// read in the analysis worker pool (title, text, findings, and the page's facts with their evidence:
// analysis/page-facts/, read from the same cleaned body at the address the page was read from). Used by course submissions and
// the page watch; a page that cannot be fetched or read throws PageReadError with a sentence a
// person can act on. Everything a reading holds can be stored: NUL characters and unpaired
// surrogates, which PostgreSQL refuses in text and jsonb, are removed here whatever the fetcher
// returned (analysis/storable-text.ts), so no caller's insert fails on the page's characters.
import type { Detection } from "../../../shared/contracts/analysis";
import type { PageAnalysis } from "../../analysis/page-analysis";
import { storableJson, storableText } from "../../analysis/storable-text";
import { FetchPageError, type FetchPageOptions, fetchPage } from "../../fetch/fetch-page";
import type { AnalysisPool } from "../../lib/analysis-pool";
import { MIN_PAGE_TEXT } from "../analyzer/url-analysis.service";
import type { PageReading } from "./snapshots.service";

export const TOO_LITTLE_TEXT =
  "The page has almost no readable text (it may need JavaScript to show its content).";

export class PageReadError extends Error {
  constructor(
    message: string,
    /** The address itself is not allowed (private network, credentials, not http(s)). */
    readonly refused: boolean,
  ) {
    super(message);
    this.name = "PageReadError";
  }
}

/**
 * A course's own sales page is the seller's words: every rule finding stands, as for the course's
 * stored copy (detector.ts `sellerCopy`). The pool reads pages as unknown text, where a page the
 * learned layer does not take for a pitch has its rule findings set aside; they are put back here
 * (the same result as detecting with sellerCopy, without reading the page twice).
 */
export function asSellerCopy(detection: Detection): Detection {
  const setAside = detection.pitch?.setAside ?? [];
  if (setAside.length === 0 || !detection.pitch) return detection;
  const redFlags = [...detection.redFlags, ...setAside].sort((a, b) => a.start - b.start);
  return { ...detection, redFlags, pitch: { ...detection.pitch, setAside: [] } };
}

export interface PageReaderDeps {
  analysis: Pick<AnalysisPool, "analyzePage">;
  /** ANALYZER_ALLOW_PRIVATE_URLS. */
  allowPrivate: boolean;
  userAgent?: string;
  /** For tests: another fetcher with fetchPage's contract. */
  fetch?: (url: string, options: FetchPageOptions) => ReturnType<typeof fetchPage>;
  now?: () => Date;
}

export async function readPage(deps: PageReaderDeps, url: string): Promise<PageReading> {
  const fetch = deps.fetch ?? fetchPage;
  const fetchedAt = (deps.now ?? (() => new Date()))();
  let fetched: Awaited<ReturnType<typeof fetchPage>>;
  try {
    fetched = await fetch(url, { allowPrivate: deps.allowPrivate, userAgent: deps.userAgent });
  } catch (error) {
    if (error instanceof FetchPageError) throw new PageReadError(error.message, error.refused);
    throw error;
  }
  const body = storableText(fetched.body);
  const page = await readBody(deps.analysis, {
    contentType: fetched.contentType,
    body,
    url: fetched.finalUrl,
  });
  if (page.text.trim().length < MIN_PAGE_TEXT) throw new PageReadError(TOO_LITTLE_TEXT, false);
  return {
    fetchedAt,
    finalUrl: storableText(fetched.finalUrl),
    status: fetched.status,
    contentType: fetched.contentType,
    body,
    page,
  };
}

/**
 * A body read as a course page (a fetched one, or a snapshot's stored raw page read again): in the
 * pool, off the event loop (a busy pool's 503 goes up as it is), the seller's words, and everything
 * in it storable.
 */
export async function readBody(
  analysis: PageReaderDeps["analysis"],
  input: { contentType: string; body: string; url: string },
): Promise<PageAnalysis> {
  const read = await analysis.analyzePage(input);
  // The body is clean, so only a cut (the text's length cap inside a surrogate pair) can leave
  // something here: removing it at the end moves no finding's offsets.
  return {
    ...read,
    title: read.title === null ? null : storableText(read.title),
    text: storableText(read.text),
    detection: storableJson(asSellerCopy(read.detection)),
    // Evidence is cut at a length too.
    facts: read.facts === null ? null : storableJson(read.facts),
  };
}
