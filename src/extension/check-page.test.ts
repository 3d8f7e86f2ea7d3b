// The extension's page check and manifest, without a browser: what it reads and says of a page is
// the server's analysis (the same modules), the address it would send is the canonical one, a score
// on record raises the level by the one verdict rule, and the manifest asks for no more than the
// person's click grants (docs/extension.md "Permissions").
import { describe, expect, it } from "vitest";
import { analyzePage } from "../server/analysis/page-analysis";
import { verdictOf } from "../server/analysis/verdict";
import { BADGE_TEXT, checkPage, MAX_PAGE_HTML, withScoreOnRecord } from "./check-page";
import { extensionManifest } from "./manifest";

const HYPE = `<!doctype html><html><head><title>Wealth Code</title></head><body><h1>Wealth Code</h1>
<p>I made $47,000 in my first month with this system. Make $10,000 a month on autopilot with zero experience.</p>
<p>Only 3 spots left: the price goes up tonight. Join for $997.</p><p>All sales are final.</p></body></html>`;
const HONEST = `<!doctype html><html><head><title>Ledger Basics</title></head><body><h1>Ledger Basics</h1>
<p>Twelve lessons on keeping the books of a small business. Price: $149, paid once.</p>
<p>Ask for a full refund within 30 days.</p></body></html>`;

describe("checkPage", () => {
  it("says what the server's analysis says of the same page", () => {
    const url = "https://wealth-code.example/join";
    const check = checkPage(HYPE, url, new Date("2026-11-29T04:00:00Z"));
    const server = analyzePage({ contentType: "text/html", body: HYPE, url });
    expect(check.verdict).toEqual(
      verdictOf({ detection: server.detection, trustScore: null, subject: "page" }),
    );
    expect(check.facts).toEqual(server.facts);
    expect(check.verdict.riskLevel).toBe("high");
    expect(check.pageRiskLevel).toBe("high");
    expect(check.checkedAt).toBe("2026-11-29T04:00:00.000Z");
    expect(check.earnings.length).toBeGreaterThan(0);
    expect(check.earnings[0]!.missing).toContain("no dates: over what period the earnings were made");
    expect(BADGE_TEXT[check.verdict.riskLevel]).toBe("HIGH");
  });

  it("keeps the address it would send free of tracking parameters and the fragment", () => {
    const check = checkPage(HONEST, "https://Ledger.example/course?utm_source=ad&fbclid=abc&plan=2#buy");
    expect(check.url).toBe("https://Ledger.example/course?utm_source=ad&fbclid=abc&plan=2#buy");
    expect(check.canonicalUrl).toBe("https://ledger.example/course?plan=2");
    expect(checkPage(HONEST, "file:///home/me/page.html").canonicalUrl).toBeNull();
  });

  it("reads only the first MAX_PAGE_HTML characters of a longer page, and says so", () => {
    const long = `${HONEST}${" ".repeat(MAX_PAGE_HTML)}`;
    expect(checkPage(long, "https://ledger.example/").truncated).toBe(true);
    expect(checkPage(HONEST, "https://ledger.example/").truncated).toBe(false);
  });

  it("raises the level to the band of a trust score on record, keeping the page's own level", () => {
    const honest = checkPage(HONEST, "https://ledger.example/course");
    expect(honest.verdict.riskLevel).toBe("low");
    const onRecord = withScoreOnRecord(honest, 30);
    expect(onRecord.verdict.riskLevel).toBe("high");
    expect(onRecord.verdict.trustScore).toBe(30);
    expect(onRecord.pageRiskLevel).toBe("low");
    expect(onRecord.trustScoreOnRecord).toBe(30);
    // A good score never lowers what the page's words earn.
    expect(withScoreOnRecord(checkPage(HYPE, "https://wealth-code.example/"), 95).verdict.riskLevel).toBe(
      "high",
    );
  });
});

describe("extensionManifest", () => {
  it("asks only for what the click grants: no host permissions, no content scripts", () => {
    const manifest = extensionManifest({
      version: "1.2.3",
      serverOrigin: "https://hypecheck.example",
    }) as Record<string, unknown>;
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(["activeTab", "scripting", "storage"]);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.optional_host_permissions).toBeUndefined();
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.externally_connectable).toBeUndefined();
    expect(manifest.version).toBe("1.2.3");
  });
});
