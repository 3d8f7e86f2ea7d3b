// The service worker. It does nothing until the person asks: the popup (opened by the toolbar
// button or the keyboard shortcut, which is what grants activeTab) sends "check this tab", and
// checkTab reads that tab's HTML once, checks it here (check-page.ts), sets the tab's badge and
// keeps the result for the popup. Nothing is sent anywhere: the lookup is the popup's, and it sends
// only the canonical address and the seller's name (docs/extension.md "Privacy").
import type { RiskLevel } from "../shared/contracts/analysis";
import { RISK_LABELS } from "../shared/domain/trust-bands";
import { BADGE_TEXT, checkPage, withScoreOnRecord } from "./check-page";
import { readThisPage } from "./in-page";
import {
  forgetTab,
  isCheckTabMessage,
  isScoreOnRecordMessage,
  readTabResult,
  type ScoreOnRecordMessage,
  type TabResult,
  writeTabResult,
} from "./tab-results";

const BADGE_COLOURS: Record<RiskLevel, string> = { high: "#b42318", medium: "#8a5a00", low: "#1d6b3a" };

async function showOnBadge(tabId: number, result: TabResult): Promise<void> {
  if (!result.ok) {
    await chrome.action.setBadgeText({ tabId, text: "" });
    await chrome.action.setTitle({
      tabId,
      title: `HypeCheck: this page could not be checked (${result.error})`,
    });
    return;
  }
  const { verdict } = result.check;
  await chrome.action.setBadgeText({ tabId, text: BADGE_TEXT[verdict.riskLevel] });
  await chrome.action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOURS[verdict.riskLevel] });
  await chrome.action.setBadgeTextColor({ tabId, color: "#ffffff" });
  await chrome.action.setTitle({
    tabId,
    title: `HypeCheck: ${RISK_LABELS[verdict.riskLevel]}. ${verdict.headline}`,
  });
}

/** Reads the tab's page, checks it, shows the level on the badge and keeps the result. */
export async function checkTab(tabId: number): Promise<TabResult> {
  let result: TabResult;
  try {
    const [injection] = await chrome.scripting.executeScript({ target: { tabId }, func: readThisPage });
    const page = injection?.result;
    if (!page) throw new Error("the page gave nothing to read");
    result = { ok: true, check: checkPage(page.html, page.url) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Browser pages (chrome://, the web store) and the extension's own cannot be read by any extension.
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    result = { ok: false, error: message, url: tab?.url ?? null };
  }
  await writeTabResult(tabId, result);
  await showOnBadge(tabId, result);
  return result;
}

/** The lookup found the page's course with a trust score: the verdict and the badge take it in. */
async function takeScoreOnRecord(message: ScoreOnRecordMessage): Promise<TabResult | null> {
  const stored = await readTabResult(message.tabId);
  if (!stored?.ok || stored.check.canonicalUrl !== message.canonicalUrl) return stored;
  const result: TabResult = { ok: true, check: withScoreOnRecord(stored.check, message.trustScore) };
  await writeTabResult(message.tabId, result);
  await showOnBadge(message.tabId, result);
  return result;
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  // Only the extension's own pages may ask (never a web page: there is no externally_connectable).
  if (sender.id !== chrome.runtime.id) return undefined;
  const failed = (error: unknown) =>
    sendResponse({ ok: false, error: String(error), url: null } satisfies TabResult);
  if (isCheckTabMessage(message)) {
    checkTab(message.tabId).then(sendResponse, failed);
    return true;
  }
  if (isScoreOnRecordMessage(message)) {
    takeScoreOnRecord(message).then(sendResponse, failed);
    return true;
  }
  return undefined;
});

// A result belongs to the page that was checked: a new page in the tab, or a closed tab, drops it.
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.url !== undefined || change.status === "loading") {
    void forgetTab(tabId);
    void chrome.action.setBadgeText({ tabId, text: "" });
  }
});
chrome.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
