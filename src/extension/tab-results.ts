// Where a tab's result is kept: chrome.storage.session (memory only, gone when the browser closes),
// one entry per tab, removed when the tab closes or leaves the page that was checked.
import type { PageCheck } from "./check-page";

export type TabResult = { ok: true; check: PageCheck } | { ok: false; error: string; url: string | null };

const key = (tabId: number) => `tab:${tabId}`;

export async function readTabResult(tabId: number): Promise<TabResult | null> {
  const stored = (await chrome.storage.session.get(key(tabId)))[key(tabId)];
  return stored === undefined ? null : (stored as TabResult);
}

export async function writeTabResult(tabId: number, result: TabResult): Promise<void> {
  await chrome.storage.session.set({ [key(tabId)]: result });
}

export async function forgetTab(tabId: number): Promise<void> {
  await chrome.storage.session.remove(key(tabId));
}

/** The message the popup sends the service worker to check a tab. */
export interface CheckTabMessage {
  type: "hypecheck:check-tab";
  tabId: number;
}

/** The message the popup sends when the lookup found the page's course with a trust score. */
export interface ScoreOnRecordMessage {
  type: "hypecheck:score-on-record";
  tabId: number;
  /** The canonical address the lookup was asked about (a result for another page is left alone). */
  canonicalUrl: string;
  trustScore: number;
}

export function isScoreOnRecordMessage(message: unknown): message is ScoreOnRecordMessage {
  const m = message as ScoreOnRecordMessage | null;
  return (
    typeof m === "object" &&
    m !== null &&
    m.type === "hypecheck:score-on-record" &&
    Number.isInteger(m.tabId) &&
    typeof m.canonicalUrl === "string" &&
    Number.isInteger(m.trustScore) &&
    m.trustScore >= 0 &&
    m.trustScore <= 100
  );
}

export function isCheckTabMessage(message: unknown): message is CheckTabMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as CheckTabMessage).type === "hypecheck:check-tab" &&
    Number.isInteger((message as CheckTabMessage).tabId)
  );
}
