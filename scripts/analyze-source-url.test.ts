// scripts/analyze.ts --source-url: a saved page analysed as if fetched from its address, with the
// page's stated facts beside the analysis. The page below is our own wording, shaped like a
// launch page with a struck regular price, a buy button and a guarantee.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzePage } from "../src/server/analysis/page-analysis";
import { CourseAnalysis } from "../src/shared/contracts/analysis";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const TSX = join(ROOT, "node_modules", ".bin", "tsx");

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ["scripts/analyze.ts", ...args],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const PAGE = `<!doctype html><html><head><title>Sourdough Sundays | Crumb &amp; Co</title></head><body>
<h1>Bake real bread at home</h1>
<p>Sourdough Sundays is six weeks of weekend baking.</p>
<div class="pricing"><p>Regular price: <s>$149</s></p><a class="btn" href="/buy">Enroll today - $59</a></div>
<p>Not for you? Tell us within 30 days and you get a full refund, no questions asked.</p>
<footer>© 2025 Crumb Kitchen LLC</footer></body></html>`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "hypecheck-source-url-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `html` saved as `name` and analysed as the page at `url` (one compact line, a fixed time). */
async function analyseSaved(name: string, html: string, url: string) {
  const file = join(dir, name);
  writeFileSync(file, html);
  const { code, stdout } = await run([
    "--compact",
    "--source-url",
    url,
    file,
    "--now",
    "2025-03-01T12:00:00.000Z",
  ]);
  expect(code).toBe(0);
  const output = JSON.parse(stdout);
  return { stdout, output, analysis: CourseAnalysis.parse(output) };
}

describe("npm run analyze -- --source-url", () => {
  it("reads a saved page as the page at the URL and adds its facts", async () => {
    const url = "https://crumbkitchen.example/sourdough-sundays";
    const { stdout, output, analysis } = await analyseSaved("page.html", PAGE, url);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    expect(analysis.source).toMatchObject({ kind: "url", url });
    expect(output.page).toMatchObject({
      title: "Sourdough Sundays",
      seller: { name: "Crumb Kitchen LLC" },
      price: { amount: 59, currency: "USD", billing: "one-time" },
      anchorPrice: { amount: 149, currency: "USD" },
      refund: { days: 30, kind: "unconditional" },
      recurring: false,
    });
    expect(output.page.price.evidence).toContain("$59");
    expect(output.page.seller.evidence).toContain("Crumb Kitchen");
  });

  it("reads what the page's scripts do, as the server's page analysis does", async () => {
    const file = join(dir, "popups.html");
    // Our own wording, shaped like a sales-notification widget: made-up buyers shown on a timer.
    const script = `<script>var buyers=["Ana from Leeds","Tom from Perth"];
setInterval(function(){show(buyers[i++ % 2] + " just purchased the Profit Plan");}, 9000);</script>`;
    writeFileSync(file, PAGE.replace("</body>", `${script}</body>`));
    const { code, stdout } = await run(["--compact", "--source-url", "https://sourdough.example/", file]);
    expect(code).toBe(0);
    const analysis = CourseAnalysis.parse(JSON.parse(stdout));
    expect(JSON.stringify(analysis.findings)).toContain("just bought");
  });

  it("analyses the page as the server's page analysis does: its findings, and its price in its currency", async () => {
    // Our own wording, shaped like a one-time offer priced in rand with a Portuguese-style refund line.
    const html = `<!doctype html><html><head><title>Side Income Sprint</title></head><body>
<h1>Side Income Sprint</h1><p>Students make R10,000 per month in 90 days.</p>
<p>Normally R3599. Today only: R899 once-off.</p><p>Only 20 spots left!</p></body></html>`;
    const url = "https://sprint.example.co.za/offer";
    const { output, analysis } = await analyseSaved("rand.html", html, url);
    const server = analyzePage({ contentType: "text/html", body: html, url });
    expect(analysis.findings.redFlags.map((f) => f.phrase)).toEqual(
      server.detection.redFlags.map((f) => f.phrase),
    );
    expect(server.facts?.price).toMatchObject({ amount: 899, currency: "ZAR" });
    expect(analysis.priceAnalysis.currency).toBe("ZAR");
    expect(output.page.price).toMatchObject({ amount: 899, currency: "ZAR" });
  });

  it("refuses a --source-url that is not http(s), or with --jsonl", async () => {
    expect((await run(["--source-url", "ftp://x", join(dir, "page.html")])).code).toBe(2);
    expect((await run(["--source-url", "https://x.example/", "--jsonl", join(dir, "page.html")])).code).toBe(
      2,
    );
  });
});
