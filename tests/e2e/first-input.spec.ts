// Every first screen answers the first click: a person who acts the moment the page appears, before
// the app has taken it over, loses nothing. Each action runs two ways:
// - "before the app": the app's code is held back (its entry script is not answered) until the
//   click or key press has been made on the server-rendered page, which is checked to be still
//   without the app; then the code is let through and the action's effect must appear. Links and
//   GET forms go to the address they name, which the server renders; buttons and forms that post
//   are held by the page's early-input script and replayed once the app runs.
// - "right after load": the page is opened as usual and the action made as soon as the load event
//   has fired, without waiting for the app, with the CPU at full speed and throttled 4x.
import type { Page } from "@playwright/test";
import { createUser, expect, gotoAsPainted, test, uniqueEmail } from "./fixtures";

const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

async function throttle(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Records when the first pointer or key input reached the page. */
const FIRST_INPUT_PROBE = `
  for (const type of ["pointerdown", "keydown"]) {
    addEventListener(type, (event) => { window.__firstInputAt ??= event.timeStamp; }, { capture: true, once: true });
  }
`;

/** Milliseconds from the load event to the first input, noted on the test for the report. */
async function noteInputDelay(page: Page): Promise<void> {
  const delay = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const at = (window as { __firstInputAt?: number }).__firstInputAt;
    return nav && at !== undefined ? Math.round(at - nav.loadEventStart) : null;
  });
  test.info().annotations.push({ type: "load event to first input (ms)", description: String(delay) });
}

async function appRunning(page: Page): Promise<boolean> {
  // a link clicked on the painted page navigates before the app starts: caught between two documents
  // there is no root element yet (not running), and a document replaced mid-question is asked again
  const ask = () => page.evaluate(() => document.documentElement?.dataset.app === "ready");
  try {
    return await ask();
  } catch {
    await page.waitForLoadState("domcontentloaded");
    return ask();
  }
}

interface Scenario {
  name: string;
  path: (page: Page) => Promise<string>;
  /** Where the action's control is on the painted page (waited for before acting when held). */
  viewport?: { width: number; height: number };
  act: (page: Page) => Promise<void>;
  /** Checks the action's effect with `check` (an expect with a longer wait when the CPU is throttled). */
  effect: (page: Page, check: typeof expect) => Promise<void>;
}

async function firstCourseId(page: Page): Promise<number> {
  const response = await page.request.get("/api/courses?pageSize=1&sort=reviews");
  const body = (await response.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (id === undefined) throw new Error("no course in the catalogue");
  return id;
}

const scenarios: Scenario[] = [
  {
    name: "Next page in the course browser",
    path: async () => "/courses",
    act: (page) => page.getByRole("navigation", { name: "Pages" }).getByText("Next").click(),
    effect: async (page, check) => {
      await check(page).toHaveURL(/\/courses\?page=2$/);
      await check(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    },
  },
  {
    name: "a category tab",
    path: async () => "/courses",
    act: (page) =>
      page
        .getByRole("navigation", { name: "Course categories" })
        .getByRole("link", { name: "Dropshipping" })
        .click(),
    effect: async (page, check) => {
      await check(page).toHaveURL(/category=e-commerce-dropshipping$/);
      await check(
        page
          .getByRole("navigation", { name: "Course categories" })
          .getByRole("link", { name: "Dropshipping" }),
      ).toHaveAttribute("aria-current", "page");
    },
  },
  {
    name: "the theme toggle",
    path: async () => "/",
    act: (page) => page.getByRole("button", { name: "Dark mode" }).click(),
    effect: async (page, check) => {
      await check(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
      await check(page.locator("html")).toHaveClass(/\bdark\b/);
    },
  },
  {
    name: "the mobile menu",
    path: async () => "/",
    viewport: { width: 390, height: 844 },
    act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    effect: (page, check) => check(page.getByRole("dialog", { name: "Menu" })).toBeVisible(),
  },
  {
    name: "a quiz answer",
    path: async () => "/interactive-quiz",
    act: (page) => page.getByRole("listitem").getByRole("button").first().click(),
    effect: (page, check) => check(page.getByRole("button", { name: "Next Question" })).toBeEnabled(),
  },
  {
    name: "the Reviews tab of a course",
    path: async (page) => `/courses/${await firstCourseId(page)}`,
    act: (page) => page.getByRole("tab", { name: /^Reviews/ }).click(),
    effect: async (page, check) => {
      await check(page.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute("aria-selected", "true");
      await check(page.getByRole("tabpanel", { name: /^Reviews/ })).toBeVisible();
    },
  },
  {
    // The reviews are a part of the page loaded lazily: its HTML is painted before its code arrives.
    name: "the verified-enrolments filter of a course's reviews",
    path: async (page) => `/courses/${await firstCourseId(page)}?tab=reviews`,
    act: (page) => page.getByRole("button", { name: "Verified enrolments only" }).click(),
    effect: (page, check) =>
      check(page.getByRole("button", { name: "Verified enrolments only" })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
  },
  {
    name: "AI Quick Look",
    path: async () => "/courses?sort=rating",
    act: (page) =>
      page
        .getByRole("main")
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^AI Quick Look/ })
        .click(),
    effect: (page, check) =>
      check(
        page
          .getByRole("main")
          .getByRole("article")
          .first()
          .getByText(/^(Low|Medium|High) risk$/),
      ).toBeVisible(),
  },
  {
    name: "sign-up validation messages",
    path: async () => "/signup",
    act: async (page) => {
      await page.getByLabel("Email", { exact: true }).fill("not-an-email");
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Password", { exact: true }).fill("Quiet-Harbor-Lamp-42");
      await page.getByLabel("Confirm password").fill("Quiet-Harbor-Lamp-42");
      await page.getByRole("button", { name: "Create account" }).click();
    },
    effect: async (page, check) => {
      await check(
        page.getByRole("region", { name: "Notifications" }).getByText("Invalid Email"),
      ).toBeVisible();
      // The form was never sent by the browser: nothing of it is in the address.
      await check(page).toHaveURL(/\/signup$/);
    },
  },
];

test.describe("before the app has started", () => {
  for (const scenario of scenarios) {
    test(scenario.name, async ({ page }) => {
      if (scenario.viewport) await page.setViewportSize(scenario.viewport);
      const path = await scenario.path(page);
      const release = await holdTheApp(page);
      await gotoAsPainted(page, path, { waitUntil: "commit" });
      await scenario.act(page);
      expect(await appRunning(page), "the action was made before the app started").toBe(false);
      release();
      await scenario.effect(page, expect);
      expect(page.url()).not.toMatch(/password|Lovelace/i);
    });
  }

  test("sign-in", async ({ page, request }) => {
    const user = await createUser(request, "first-input");
    const release = await holdTheApp(page);
    await gotoAsPainted(page, "/login?next=%2Faccount", { waitUntil: "commit" });
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect(await appRunning(page)).toBe(false);
    release();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(user.email));
  });
});

/** Page changes take seconds on a CPU throttled 4x. */
const slowExpect = expect.configure({ timeout: 20_000 });

for (const rate of [1, 4]) {
  test.describe(`right after the load event, CPU ${rate}x`, () => {
    if (rate > 1) test.slow();
    for (const scenario of scenarios) {
      test(scenario.name, async ({ page }) => {
        if (scenario.viewport) await page.setViewportSize(scenario.viewport);
        const path = await scenario.path(page);
        await page.addInitScript(FIRST_INPUT_PROBE);
        await throttle(page, rate);
        await gotoAsPainted(page, path, { waitUntil: "load" });
        await scenario.act(page);
        await noteInputDelay(page).catch(() => {});
        await scenario.effect(page, rate === 1 ? expect : slowExpect);
      });
    }

    test("sign-in", async ({ page, request }) => {
      const user = await createUser(request, "first-input");
      await throttle(page, rate);
      await gotoAsPainted(page, "/login?next=%2Faccount", { waitUntil: "load" });
      await page.getByLabel("Email", { exact: true }).fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await (rate === 1 ? expect : slowExpect)(page).toHaveURL(/\/account$/);
    });
  });
}

test("a held sign-up never puts its fields in the address or the history", async ({ page }) => {
  const email = uniqueEmail("held");
  const release = await holdTheApp(page);
  await gotoAsPainted(page, "/signup", { waitUntil: "commit" });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  release();
  await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
  expect(page.url()).toMatch(/\/signup$/);
});
