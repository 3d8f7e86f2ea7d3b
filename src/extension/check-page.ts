// What the extension says about a page, computed in the browser from the page's HTML by the same
// code the server runs (docs/decisions/0247-browser-extension.md): analyzePage reads the text, the
// detector's findings, the page's behaviour and its own facts; verdictOf gives the one verdict. The
// page has no trust score of its own here: what HypeCheck has on record comes from the lookup, and
// the popup shows it beside this. Pure: no chrome.* and no DOM, so it runs in the service worker and
// in tests alike.

import { EARNINGS_ELEMENT_LABELS } from "../server/analysis/detector/earnings-statement";
import { analyzePage } from "../server/analysis/page-analysis";
import type { PageFacts } from "../server/analysis/page-facts/types";
import { verdictOf } from "../server/analysis/verdict";
import type { Detection, EarningsClaimCheck, RiskLevel, Verdict } from "../shared/contracts/analysis";
import { canonicalCourseUrl } from "../shared/domain/canonical-url";

/** HTML beyond this is not read (the server's page fetcher stops at the same size). */
export const MAX_PAGE_HTML = 2 * 1024 * 1024;

export interface EarningsCheckLine {
  /** The claim's phrase on the page. */
  claim: string;
  present: Array<{ label: string; phrase: string }>;
  missing: string[];
}

export interface PageCheck {
  /** The page's address as the tab had it (stays in the browser). */
  url: string;
  /** The address the lookup sends: no fragment, tracking or personal parameters; null for a non-web page. */
  canonicalUrl: string | null;
  title: string | null;
  checkedAt: string;
  /** The page judged on its own words until the lookup answers; then raised to the record's band. */
  verdict: Verdict;
  /** The level the page's own words earn (the verdict's before any score on record). */
  pageRiskLevel: RiskLevel;
  /** The detector's findings, kept so the verdict can take in the trust score on record. */
  detection: Detection;
  /** The trust score HypeCheck has on record for the page's course, once the lookup said so. */
  trustScoreOnRecord: number | null;
  facts: PageFacts | null;
  earnings: EarningsCheckLine[];
  /** True when the page was longer than MAX_PAGE_HTML and only its start was read. */
  truncated: boolean;
}

function canonicalOrNull(url: string): string | null {
  try {
    return canonicalCourseUrl(url);
  } catch {
    return null;
  }
}

function earningsLines(checks: readonly EarningsClaimCheck[]): EarningsCheckLine[] {
  return checks.map((check) => ({
    claim: check.claim.phrase,
    present: check.present.map((p) => ({ label: EARNINGS_ELEMENT_LABELS[p.element], phrase: p.phrase })),
    missing: check.missingLines,
  }));
}

export function checkPage(html: string, url: string, now: Date = new Date()): PageCheck {
  const truncated = html.length > MAX_PAGE_HTML;
  const analysis = analyzePage({
    contentType: "text/html",
    body: truncated ? html.slice(0, MAX_PAGE_HTML) : html,
    url,
  });
  const verdict = verdictOf({ detection: analysis.detection, trustScore: null, subject: "page" });
  return {
    url,
    canonicalUrl: canonicalOrNull(url),
    title: analysis.facts?.title?.value ?? analysis.title,
    checkedAt: now.toISOString(),
    verdict,
    pageRiskLevel: verdict.riskLevel,
    detection: analysis.detection,
    trustScoreOnRecord: null,
    facts: analysis.facts,
    earnings: earningsLines(analysis.detection.earningsClaims ?? []),
    truncated,
  };
}

/**
 * The check once the lookup found the page's course with a trust score: the one verdict rule
 * (src/server/analysis/verdict.ts) raises the page's level to that score's band, as the course page does.
 */
export function withScoreOnRecord(check: PageCheck, trustScore: number): PageCheck {
  return {
    ...check,
    trustScoreOnRecord: trustScore,
    verdict: verdictOf({ detection: check.detection, trustScore, subject: "course" }),
  };
}

/** The badge's text per risk level: short enough for the toolbar. */
export const BADGE_TEXT: Record<RiskLevel, string> = { high: "HIGH", medium: "MED", low: "LOW" };
