// The browser extension in Debian's Chromium (docs/extension.md): built from this repository, loaded
// unpacked into a persistent profile (new headless mode), pointed at the e2e server through its
// options page, then asked to check three sales pages served on loopback: a blatant one, an honest
// one and one in the catalogue. Each check reads the tab's badge and title and the popup opened as
// popup.html?tab=<id>; a red flag's "Show on page" marks the phrase on the page; axe runs on the
// popup and the options page.
//
// A person's click on the toolbar button grants the extension the tab (activeTab); a test cannot
// make that click. So the test loads a copy of the built extension whose manifest also holds a host
// permission for http://localhost/* (where the sales pages are served, while the HypeCheck server is
// 127.0.0.1: the lookup still needs the server's CORS answer), and asks the service worker to check
// the tab with the message the popup sends. Everything else is the extension as built.
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type BrowserContext,
  chromium,
  expect,
  type Page,
  request as playwrightRequest,
  test,
  type Worker,
} from "@playwright/test";
import { axeViolations } from "./fixtures";
import { createFictionalCourse } from "./verdict-fixtures";

test.describe.configure({ mode: "serial" });

const SHOTS = process.env.EXTENSION_SHOTS_DIR ?? "/tmp/hc/shots";

const HYPE_PAGE = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title>
<meta name="description" content="The fastest way to quit your job."></head><body>
<h1>${title}</h1>
<p>I made $47,000 in my first month with this system, and so can you. Make $10,000 a month on autopilot with zero experience.</p>
<p>Guaranteed results: you will replace your salary in 30 days or less. No skills needed, no hard work.</p>
<p>Only 3 spots left! The price goes up tonight at midnight.</p>
<p>Join today for just $1,997 (regular price $4,997).</p>
<p>All sales are final. No refunds.</p>
<button>Buy now</button>
<footer><p>© 2026 Blaze Wealth Academy LLC</p></footer>
</body></html>`;

const HONEST_PAGE = (
  title: string,
) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<h1>${title}</h1>
<p>A twelve-lesson course on keeping the books of a small business: invoices, expenses, VAT returns and the year-end close.</p>
<p>Most students spend about three hours a week on it. It will not make you money by itself; it teaches a skill.</p>
<p>Price: $149, paid once.</p>
<p>Not for you? Ask for a full refund within 30 days, no questions asked.</p>
<button>Enrol</button>
<footer><p>Questions? Write to us through the contact form.</p></footer>
</body></html>`;

interface Harness {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** An extension page kept open, from which the test sends the popup's message. */
  control: Page;
  pagesOrigin: string;
  setPage: (path: string, html: string) => void;
  close: () => Promise<void>;
}

let harness: Harness;

async function startHarness(baseURL: string): Promise<Harness> {
  // The extension as `npm run build:extension` builds it, then the test's copy (see the top).
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-extension.ts"], { stdio: "pipe" });
  const dir = mkdtempSync(join(tmpdir(), "hypecheck-extension-"));
  cpSync("dist/extension", dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
  expect(manifest.host_permissions).toBeUndefined();
  writeFileSync(
    join(dir, "manifest.json"),
    JSON.stringify({ ...manifest, host_permissions: ["http://localhost/*"] }),
  );

  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get((req.url ?? "/").split("?")[0] ?? "/");
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? "<p>Not found</p>");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const pagesOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;

  const profile = mkdtempSync(join(tmpdir(), "hypecheck-extension-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: false,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  const control = await context.newPage();
  guardConsole(control);
  await control.goto(`chrome-extension://${extensionId}/options.html`);
  // The person points the extension at their HypeCheck server on the options page.
  await control.getByLabel("Server address").fill(baseURL);
  await control.getByRole("button", { name: "Save" }).click();
  await expect(control.getByRole("status")).toHaveText(`Saved: the lookup asks ${new URL(baseURL).origin}.`);
  return {
    context,
    worker,
    extensionId,
    control,
    pagesOrigin,
    setPage: (path, html) => pages.set(path, html),
    async close() {
      await context.close();
      server.closeAllConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Console errors on the extension's pages fail the test. */
function guardConsole(page: Page): void {
  page.on("console", (message) => {
    if (message.type() === "error") throw new Error(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    throw error;
  });
}

/** Opens a sales page in a tab and has the extension check it; answers the tab's id. */
async function openAndCheck(path: string, html: string): Promise<{ tabId: number; page: Page }> {
  harness.setPage(path, html);
  const page = await harness.context.newPage();
  await page.goto(`${harness.pagesOrigin}${path}`);
  const url = page.url();
  const tabId = await harness.worker.evaluate(async (address) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === address)?.id ?? -1;
  }, url);
  expect(tabId).toBeGreaterThan(0);
  const result = await harness.control.evaluate(
    (id) => chrome.runtime.sendMessage({ type: "hypecheck:check-tab", tabId: id }),
    tabId,
  );
  expect((result as { ok: boolean }).ok, JSON.stringify(result)).toBe(true);
  return { tabId, page };
}

async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
  return harness.worker.evaluate(
    async (id) => ({
      text: await chrome.action.getBadgeText({ tabId: id }),
      title: await chrome.action.getTitle({ tabId: id }),
    }),
    tabId,
  );
}

async function openPopup(tabId: number): Promise<Page> {
  const popup = await harness.context.newPage();
  guardConsole(popup);
  await popup.setViewportSize({ width: 390, height: 844 });
  await popup.goto(`chrome-extension://${harness.extensionId}/popup.html?tab=${tabId}`);
  return popup;
}

/** The tab's badge reads `badge` with the verdict in its title, and the popup opened on it heads with
 * the same verdict ("High risk"); the popup is returned. */
async function popupWithVerdict(tabId: number, badge: string, verdict: string): Promise<Page> {
  const shown = await badgeOf(tabId);
  expect(shown.text).toBe(badge);
  expect(shown.title).toMatch(new RegExp(`^HypeCheck: ${verdict}\\.`));
  const popup = await openPopup(tabId);
  await expect(popup.getByRole("heading", { level: 1 })).toContainText(verdict);
  return popup;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 800]) {
    // The whole page in one viewport (a full-page capture would cut off the scroll bar's width).
    await page.setViewportSize({ width, height: 844 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.max(844, height) });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe("browser extension", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL;
    if (!baseURL) throw new Error("the extension spec needs the project's baseURL");
    harness = await startHarness(baseURL);
  });
  test.afterAll(async () => {
    await harness?.close();
  });

  test("a blatant sales page: HIGH on the badge, the flags with their phrases, the income claim check, not in the catalogue", async ({
    baseURL,
  }) => {
    const title = `Blaze Wealth Accelerator ${Date.now()}`;
    const path = `/blaze-${Date.now()}`;
    const { tabId, page } = await openAndCheck(path, HYPE_PAGE(title));
    const popup = await popupWithVerdict(tabId, "HIGH", "High risk");
    const facts = popup.getByRole("region", { name: "What the page states" });
    await expect(facts.getByRole("definition").first()).toContainText("$1,997");
    await expect(facts).toContainText("No refunds");
    const flags = popup.getByRole("region", { name: /^Red flags \(\d+\)$/ });
    await expect(flags.getByRole("listitem").first()).toBeVisible();
    await expect(flags).toContainText("47,000");
    const earnings = popup.getByRole("region", { name: "Income claims" });
    await expect(earnings).toContainText("Missing: no dates");
    const record = popup.getByRole("region", { name: "On record at HypeCheck" });
    await expect(record).toContainText("This page is not in the HypeCheck catalogue.");
    const submit = record.getByRole("link", { name: "Submit this course to HypeCheck" });
    await expect(submit).toHaveAttribute(
      "href",
      `${baseURL}/submit-course?url=${encodeURIComponent(`${harness.pagesOrigin}${path}`)}`,
    );

    // "Show on page" marks the phrase on the sales page.
    const first = flags.getByRole("listitem").first();
    const phrase = (await first.locator("q").first().textContent()) ?? "";
    await first.getByRole("button", { name: "Show on page" }).click();
    await expect(flags.getByRole("status")).toContainText("Marked on the page");
    await expect(page.locator("mark[data-hypecheck]")).toHaveText(phrase.trim(), { ignoreCase: true });

    expect(await axeViolations(popup)).toEqual([]);
    await shoot(popup, "extension-popup-hype");
    await popup.close();
    await page.close();
  });

  test("an honest sales page: LOW on the badge, its price and refund read, unstated facts said so", async () => {
    const title = `Bookkeeping for Small Firms ${Date.now()}`;
    const { tabId, page } = await openAndCheck(`/books-${Date.now()}`, HONEST_PAGE(title));
    const popup = await popupWithVerdict(tabId, "LOW", "Low risk");
    const facts = popup.getByRole("region", { name: "What the page states" });
    await expect(facts).toContainText("$149");
    await expect(facts).toContainText("30 days");
    // The page does not say who sells it.
    await expect(facts.getByRole("definition").nth(1)).toHaveText("not stated on the page");
    await expect(popup.getByRole("region", { name: "Income claims" })).toContainText(
      "No income claims found",
    );
    await expect(popup.getByRole("region", { name: "On record at HypeCheck" })).toContainText(
      "not in the HypeCheck catalogue",
    );
    expect(await axeViolations(popup)).toEqual([]);
    await shoot(popup, "extension-popup-honest");
    await popup.close();
    await page.close();
  });

  test("a page in the catalogue: the lookup shows its record with links to HypeCheck", async ({
    baseURL,
  }) => {
    const stamp = `${Date.now()}`;
    const path = `/catalogued-${stamp}`;
    const address = `${harness.pagesOrigin}${path}`;
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.get("/api/auth/test-login?role=admin&plan=free&next=/")).ok()).toBe(true);
    const courseTitle = `Fictional Extension Course ${stamp}`;
    const { courseId } = await createFictionalCourse(admin, {
      creatorName: `Fictional Extension Creator ${stamp}`,
      courseTitle,
      price: 149,
      url: address,
    });
    await admin.dispose();

    // The tab's address carries tracking parameters: the lookup sends the canonical address.
    const { tabId, page } = await openAndCheck(path, HONEST_PAGE(courseTitle));
    await page.goto(`${address}?utm_source=newsletter#pricing`);
    await harness.control.evaluate(
      (id) => chrome.runtime.sendMessage({ type: "hypecheck:check-tab", tabId: id }),
      tabId,
    );
    const popup = await openPopup(tabId);
    const record = popup.getByRole("region", { name: "On record at HypeCheck" });
    await expect(record.getByRole("link", { name: courseTitle })).toHaveAttribute(
      "href",
      `${baseURL}/courses/${courseId}`,
    );
    await expect(record).toContainText("Trust score");
    // The verdict takes in the score on record (a new course scores low: little evidence yet), and so does the badge.
    await expect(popup.getByRole("heading", { level: 1 })).toContainText(/High risk|Medium risk/);
    await expect(
      popup.getByText("but the trust score HypeCheck has on record for this course puts it at"),
    ).toBeVisible();
    expect((await badgeOf(tabId)).text).toMatch(/^(HIGH|MED)$/);
    await expect(record.getByRole("link", { name: `Fictional Extension Creator ${stamp}` })).toBeVisible();
    await expect(record).not.toContainText("Submit this course");
    expect(await axeViolations(popup)).toEqual([]);
    await shoot(popup, "extension-popup-catalogued");
    await popup.close();
    await page.close();
  });

  test("the popup opened on a page no extension may read says so", async () => {
    // Opened without ?tab, the popup checks the active tab: here, itself (an extension page).
    const popup = await harness.context.newPage();
    guardConsole(popup);
    await popup.goto(`chrome-extension://${harness.extensionId}/popup.html`);
    await expect(popup.getByRole("heading", { level: 1 })).toHaveText("This page could not be checked");
    expect(await axeViolations(popup)).toEqual([]);
    await popup.close();
  });

  test("the options page says what is sent, and refuses a server address that is not one", async () => {
    const options = harness.control;
    await options.goto(`chrome-extension://${harness.extensionId}/options.html`);
    await expect(options.getByRole("heading", { name: "What this extension reads and sends" })).toBeVisible();
    await expect(options.getByText("The page's text never leaves your computer.")).toBeVisible();
    await options.getByLabel("Server address").fill("ftp://hypecheck.example");
    await options.getByRole("button", { name: "Save" }).click();
    await expect(options.getByText("Enter a web address starting with https:// or http://")).toBeVisible();
    await expect(options.getByLabel("Server address")).toBeFocused();
    expect(await axeViolations(options)).toEqual([]);
    await shoot(options, "extension-options");
  });
});
