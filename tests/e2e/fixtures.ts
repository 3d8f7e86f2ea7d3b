// Shared test set-up: every test fails on a console error or an uncaught page error, except the
// lines Chromium prints for HTTP answers the app expects (401 guest, 404 screen, 409 duplicate,
// 429 rate limit). Users are created per test with unique e-mail addresses.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import type { CourseListResponse } from "../../src/shared/contracts/catalog";
import type { OutboxEmail } from "../../src/shared/contracts/outbox";
import { SESSION_HINT_COOKIE } from "../../src/shared/contracts/session-hint";
import type { PlatformStats } from "../../src/shared/contracts/stats";
import { STATS_TTL_MS } from "../../src/shared/contracts/stats.routes";

const EXPECTED_STATUSES = [401, 404, 409, 429];

/**
 * Makes the next page loads render in the browser, as they do for members: a test that stands in
 * for the API with page.route needs the app to ask it, and a first screen the server rendered for a
 * guest arrives with its answers already in. The readable session hint is enough (the server renders
 * only for visitors without one); the app's me call then answers 401, a guest.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("renderInBrowser needs the project's baseURL");
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: baseURL }]);
}

/** Resolves once the app runs on the page (root-layout.tsx marks it; server-rendered pages paint before). */
export async function appReady(page: Page): Promise<void> {
  await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
}

/** Each page's own goto, which does not wait for the app (see gotoAsPainted). */
const gotoWithoutApp = new WeakMap<Page, Page["goto"]>();

/**
 * Opens `url` as a person does, without waiting for the app: resolves at the `waitUntil` point
 * (default "load"), whether or not the app has taken the page over yet.
 */
export function gotoAsPainted(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const goto = gotoWithoutApp.get(page);
  if (!goto) throw new Error("gotoAsPainted needs the page fixture from fixtures.ts");
  return goto(url, options);
}

export const test = base.extend<{ expectedErrorStatuses: number[]; consoleGuard: undefined }>({
  /**
   * page.goto and page.reload wait for the app as well as the page: the first screens arrive
   * rendered by the server, and acting on them before the app has taken over would test the markup.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    gotoWithoutApp.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  /**
   * HTTP statuses a spec provokes on purpose, whose "Failed to load resource" console lines are
   * expected (`test.use({ expectedErrorStatuses: [...] })` adds to the defaults).
   */
  expectedErrorStatuses: [[], { option: true }],
  consoleGuard: [
    async ({ page, expectedErrorStatuses }, use) => {
      const statuses = new Set([...EXPECTED_STATUSES, ...expectedErrorStatuses]);
      const expected = (text: string) => {
        const match = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(text);
        return match !== null && statuses.has(Number(match[1]));
      };
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!expected(text)) problems.push(`console error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use(undefined);
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The address that signs the browser (or a request context) in as a demo account of `role` on
 * `plan`, then opens `next` (the server's test-only login).
 */
export function testLogin(
  role: "user" | "admin",
  next: string,
  plan: "free" | "pro" | "premium" = "free",
): string {
  return `/api/auth/test-login?role=${role}&plan=${plan}&next=${encodeURIComponent(next)}`;
}

/** A stamp no other test run or worker uses (time and worker), for names a test creates. */
export function uniqueStamp(): string {
  return `${Date.now()}-${test.info().workerIndex}`;
}

/**
 * Holds the calls to `url` until `release()`, then fails them with a 404 (a status the console guard
 * expects from the browser) until `recover()`, after which they reach the server: a screen's loading
 * state, its failure and its Try Again, in that order.
 */
export async function holdThenFail(
  page: Page,
  url: string,
): Promise<{ release: () => void; recover: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route(url, async (route) => {
    if (!failing) return route.continue();
    await held;
    return route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"Not here"}' });
  });
  return {
    release,
    recover: () => {
      failing = false;
    },
  };
}

/** The catalogue's answer to GET /api/courses?`query`, which must succeed. */
export async function courseList(request: APIRequestContext, query: string): Promise<CourseListResponse> {
  const response = await request.get(`/api/courses?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CourseListResponse;
}

/**
 * GET /api/platform-stats, taken where the server's 5-minute cache of it (STATS_TTL_MS) has at
 * least a minute left: the page loaded next shows this very answer. Fetched near the end of an
 * entry's life, the page could be rendered from the old entry and compared with the new one (CI saw
 * "Members signed up" 0 on the page and 4 from the API), so it waits for the turnover and asks again.
 */
export async function settledPlatformStats(request: APIRequestContext): Promise<PlatformStats> {
  const ask = async () => {
    const response = await request.get("/api/platform-stats");
    expect(response.ok()).toBe(true);
    return (await response.json()) as PlatformStats;
  };
  const stats = await ask();
  const left = STATS_TTL_MS - (Date.now() - Date.parse(stats.generatedAt));
  if (left >= 60_000) return stats;
  const wait = Math.max(0, left) + 1000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
  return ask();
}

/**
 * Other tests add courses, creators and reviews to the same server while one runs, so a page's
 * figures are compared with the API's answer read after the page shows them (inside `check`), and
 * the page is loaded again if something arrived in between. `check` should use short timeouts; what
 * its passing run returns (the API's answer) is returned.
 */
export async function expectAgreesWithApi<T>(page: Page, check: () => Promise<T>): Promise<T> {
  let agreed: { value: T } | null = null;
  await expect(async () => {
    await page.reload();
    agreed = { value: await check() };
  }).toPass({ timeout: 30_000 });
  if (agreed === null) throw new Error("expectAgreesWithApi: the check never passed");
  return (agreed as { value: T }).value;
}

/** The first ten courses in the catalogue's featured order. */
export async function featuredCourses(request: APIRequestContext): Promise<CourseListResponse["items"]> {
  return (await courseList(request, "pageSize=10&sort=featured")).items;
}

/** The WCAG 2.1 A/AA rules and axe's best practices: what the app is checked against. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** The axe violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `[${v.id}] ${v.help}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 4)
        .join(" | ")}`,
  );
}

/**
 * Screenshots at 1280 and 390 px wide into `dir` (outside the repo), as `<name>-<width>.png`: the
 * whole page from the top (so the sticky header is not drawn over the middle), or just `element`.
 */
export async function shoot(page: Page, dir: string, name: string, element?: Locator): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = `${dir}/${name}-${width}.png`;
    if (element) {
      await element.screenshot({ path });
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Fills labelled fields in order: a select gets the option with that value or label, any other
 * field the text.
 */
export async function fillFields(scope: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = scope.getByLabel(label);
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

export const PASSWORD = "Quiet-Harbor-Lamp-42";
let counter = 0;

/** A unique address per call: time, worker and a counter (no randomness). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${uniqueStamp()}-${counter}@example.test`;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The path of the newest link of one kind of e-mail to `email` ("signup-confirm" ->
 * /confirm-signup?token=…, "password-reset" -> /reset-password?token=…), read from the outbox as the
 * admin demo account would without SMTP (this signs `request` in as that admin). Account e-mail is
 * written just after the answer (so its timing says nothing), so the outbox is read until it is there.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  email: string,
  kind: "signup-confirm" | "password-reset",
): Promise<string> {
  const login = await request.get("/api/auth/test-login?role=admin&plan=free&next=/");
  expect(login.ok()).toBe(true);
  const path = kind === "signup-confirm" ? "confirm-signup" : "reset-password";
  const link = new RegExp(`https?://[^/\\s]+(/${path}\\?token=[A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get("/api/admin/outbox?limit=50");
    expect(response.ok(), await response.text()).toBe(true);
    const items = (await response.json()) as OutboxEmail[];
    const mail = items.find((item) => item.toAddress === email && item.kind === kind);
    const match = link.exec(mail?.body ?? "");
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} e-mail to ${email} in the outbox`);
}

/**
 * Creates an account through the API: sign-up, then the e-mailed link (its own cookie jar, so the
 * page stays signed out; `request` ends signed in as the new member).
 */
export async function createUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: PASSWORD, firstName: "Casey", lastName: "Tester" };
  const response = await request.post("/api/auth/signup", { data: user });
  expect(response.status(), await response.text()).toBe(202);
  const link = await linkFromOutbox(request, user.email, "signup-confirm");
  const token = new URL(link, "http://x").searchParams.get("token");
  const confirmed = await request.post("/api/auth/confirm-signup", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return user;
}

/** Signs in through the API within the page's own cookie jar (the page's next loads are signed in). */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

/** A new member (createUser), signed in within the page's cookie jar. */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const user = await createUser(request, label);
  await signInByApi(page, user.email, user.password);
  return user;
}

/** The test that a guest opening a members' page gets the 'Unauthorized' notice and is sent to sign in. */
export function testSignInRequired(path: string): void {
  test("a guest sees 'Unauthorized' and is sent to sign in", async ({ page }) => {
    await page.goto(path);
    await expect(toast(page)).toContainText("Unauthorized");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  });
}

/**
 * An e-mailed one-time link that is spent or broken: submitting its page's form says so in the
 * page's alert and offers the way back (a new link, or signing up again).
 */
export async function expectSpentLink(
  page: Page,
  link: { submit: string; sentence: string; wayBack: string },
): Promise<void> {
  await page.getByRole("button", { name: link.submit }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(link.sentence);
  await expect(page.getByRole("link", { name: link.wayBack })).toBeVisible();
}

/** The one toast on screen (title and description). */
export function toast(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
