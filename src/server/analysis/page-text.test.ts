import { describe, expect, it } from "vitest";
import { decodeEntities, extractPageText, findPrice } from "./page-text";

const PAGE = `<!doctype html><html><head>
<title>  Profit Pilot &ndash; Make Money Online </title>
<meta property="og:title" content="OG title">
<style>body { color: red } .x::before { content: "<p>not text</p>" }</style>
<script>var s = "<div>Earn $10,000</div>"; if (a < b) {}</script>
</head><body>
<!-- a comment with <p>markup</p> -->
<noscript><p>Enable JavaScript</p></noscript>
<svg><text>svg text</text></svg>
<h1>The <em>Profit</em> Pilot</h1>
<p>Make   $10,000 a month&nbsp;from your phone.<br>No experience needed.</p>
<ul><li>Module 1: Setup</li><li>Module 2: Ads</li></ul>
<p>Price: <strong>$497</strong> &mdash; one payment. &#8220;Quoted&#x201D; &amp; done. &unknown;</p>
</body></html>`;

describe("extractPageText", () => {
  it("drops scripts, styles, comments, noscript and svg, and keeps paragraph breaks", () => {
    const { text } = extractPageText(PAGE);
    expect(text).not.toMatch(/color: red|var s|not text|markup|Enable JavaScript|svg text/);
    expect(text).toContain("Make $10,000 a month from your phone.\nNo experience needed.");
    expect(text).toContain("Module 1: Setup\n\nModule 2: Ads");
    expect(text).not.toMatch(/\n{3,}/);
    expect(text).not.toMatch(/ {2,}/);
  });

  it("decodes entities, named and numeric, and leaves unknown ones", () => {
    const { text } = extractPageText(PAGE);
    expect(text).toContain("Price: $497 — one payment. “Quoted” & done. &unknown;");
  });

  it("takes the title from <title>, then og:title, then the first h1", () => {
    expect(extractPageText(PAGE).title).toBe("Profit Pilot – Make Money Online");
    expect(extractPageText('<meta content="From OG" name="og:title"><h1>Heading</h1>').title).toBe("From OG");
    expect(extractPageText("<h1>The <b>Heading</b></h1><h1>Second</h1>").title).toBe("The Heading");
    expect(extractPageText("<p>no title</p>").title).toBeNull();
  });

  it("finds the price, not the income claim", () => {
    expect(extractPageText(PAGE).price).toBe(497);
  });

  it("survives broken markup and plain text", () => {
    expect(extractPageText("plain text, no tags").text).toBe("plain text, no tags");
    expect(extractPageText("<p>unclosed <script>alert(1)").text).toBe("unclosed");
    expect(extractPageText("price < $500 and <b>bold").text).toBe("price < $500 and bold");
    expect(extractPageText("").text).toBe("");
  });

  it("is linear on hostile input", () => {
    const hostile = "<script>".repeat(50_000) + "<".repeat(100_000) + "<h1>".repeat(50_000);
    const started = performance.now();
    extractPageText(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("findPrice", () => {
  it.each([
    ["Enroll today for only $497.", 497],
    ["Price: USD 1,997 (payment plans available)", 1997],
    ["Make $10,000 a month. The course is $297.", 297],
    ["Students earn $300/day. Get it now for $49.99", 49.99],
    ["A $4 trillion industry; join for $997", 997],
    ["$10k months! Only US$ 1,499 today", 1499],
    ["Just $27/month", 27],
    ["No price on this page", null],
  ])("%s -> %s", (text, price) => {
    expect(findPrice(text)).toBe(price);
  });
});

describe("decodeEntities", () => {
  it("rejects out-of-range code points", () => {
    expect(decodeEntities("&#0; &#xD800; &#1114112; &#65;")).toBe("&#0; &#xD800; &#1114112; A");
  });
});
