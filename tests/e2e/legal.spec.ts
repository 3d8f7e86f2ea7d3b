// The FAQ, the legal pages and the placeholder routes: each page states its key facts (prices and the
// refund rule from the shared plan module, the same words on every page), the FAQ starts closed and
// opens from the keyboard, the /terms and /privacy aliases work, and nothing scrolls sideways at 390 px.
import type { Page } from "@playwright/test";
import { PLANS, REFUND_POLICY } from "../../src/shared/domain/plans";
import { expect, test } from "./fixtures";

const LEGAL_PAGES = [
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/disclaimer", title: "Legal Disclaimer" },
  { path: "/affiliate-disclosure", title: "Affiliate Disclosure" },
  { path: "/review-policy", title: "Review Policy" },
  { path: "/creator-agreement", title: "Creator Agreement" },
  { path: "/cookies", title: "Cookie Policy" },
] as const;

const PLACEHOLDERS = [
  { path: "/ai-mood-selector", title: "AI Mood Selector" },
  { path: "/ai-assistant", title: "AI Assistant" },
  { path: "/income-opportunity-finder", title: "Income Opportunity Finder" },
  { path: "/success-tracker", title: "Success Tracker" },
  { path: "/ad-blocker", title: "Ad Blocker" },
  { path: "/creator-transparency", title: "Creator Transparency" },
  { path: "/community-challenges", title: "Community Challenges" },
] as const;

const WORKING_TOOLS = [
  "/ai-course-analyzer",
  "/fake-guru-detector",
  "/course-comparison",
  "/price-tracker",
  "/creator-background-checker",
  "/ad-fatigue-detector",
  "/interactive-quiz",
];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("legal pages", () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} has a title, a last-updated date and a table of contents linking to its sections`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(`${legal.title} · HypeCheck`);
      await expect(main(page).getByText(/^Last updated: /)).toBeVisible();
      const toc = page.getByRole("navigation", { name: "Contents" });
      await expect(toc).toBeVisible();
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        expect(href).toMatch(/^#[a-z-]+$/);
        await expect(page.locator(`section${href}`)).toHaveCount(1);
      }
    });
  }

  test("Terms state every plan's prices from the plan module, the refund rule and the minimum age", async ({
    page,
  }) => {
    await page.goto("/terms-of-service");
    const text = main(page);
    for (const plan of [PLANS.premium, PLANS.pro]) {
      await expect(
        text.getByText(`${plan.displayName}: $${plan.monthlyPrice} a month or $${plan.annualPrice} a year`),
      ).toBeVisible();
    }
    await expect(text.getByText(`A ${REFUND_POLICY}`)).toBeVisible();
    await expect(text.getByText(/at least 18 years old/)).toBeVisible();
    await expect(text.getByText(/no payment is taken/)).toBeVisible();
    await expect(text.getByRole("link", { name: "account page" })).toHaveAttribute("href", "/account");
  });

  test("/terms and /privacy are aliases of the full pages", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("Privacy lists what is stored: hashed passwords, no IP for affiliate clicks, deletion, no selling", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const text = main(page);
    await expect(text.getByText(/argon2id hash of your password/)).toBeVisible();
    await expect(text.getByText(/No IP address is stored/)).toBeVisible();
    await expect(text.getByText(/strips their metadata/)).toBeVisible();
    await expect(text.getByText("We do not sell your data", { exact: false })).toBeVisible();
    await expect(text.getByRole("link", { name: "account page" })).toHaveAttribute("href", "/account");
  });

  test("the Disclaimer says opinions not advice, limits liability to the Premium price and goes home", async ({
    page,
  }) => {
    await page.goto("/disclaimer");
    const text = main(page);
    await expect(text.getByText(/They are opinions, not financial/)).toBeVisible();
    await expect(
      text.getByText(`amount you paid for the ${PLANS.premium.displayName} plan in the 12 months`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(text.getByText("We investigate every dispute within 5 business days.")).toBeVisible();
    await text.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the Affiliate Disclosure names the marketplace associates programme and the marking next to buttons", async ({
    page,
  }) => {
    await page.goto("/affiliate-disclosure");
    const text = main(page);
    await expect(text.getByText(/a retail marketplace's associates programme/)).toBeVisible();
    await expect(text.getByText(/a note right next to the button says so/)).toBeVisible();
    await expect(text.getByText(/Verification and trust scores depend only on evidence/)).toBeVisible();
  });

  test("the Review Policy and Creator Agreement state the review minimum and the 5-business-day disputes", async ({
    page,
  }) => {
    await page.goto("/review-policy");
    await expect(main(page).getByText(/at least 30 characters/)).toBeVisible();
    await expect(main(page).getByText(/One review per member per course/)).toBeVisible();
    await expect(main(page).getByText(/edit it and resubmit it; it is then moderated again/)).toBeVisible();
    await page.goto("/creator-agreement");
    await expect(main(page).getByText("We investigate every dispute within 5 business days.")).toBeVisible();
    await expect(main(page).getByText(/85 and above: Highly Legitimate/)).toBeVisible();
  });

  test("the Cookie Policy lists the real cookies and storage keys", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/cookies");
    for (const name of ["hc_session", "hc_signed_in", "hc_visitor", "hypecheck-theme"]) {
      await expect(main(page).getByRole("rowheader").getByText(name, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText(/no advertising, analytics or tracking cookies/)).toBeVisible();
  });

  test("legal pages do not scroll sideways at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const legal of LEGAL_PAGES) {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe("FAQ", () => {
  const SECTION_TITLES = [
    "Verification",
    "Plan tiers",
    "Affiliate commissions",
    "Scam score calculation",
    "Refunds",
  ];

  test("five sections start closed and open and close from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    const buttons = main(page).getByRole("button", { expanded: false });
    await expect(buttons).toHaveCount(5);
    for (const title of SECTION_TITLES) {
      await expect(main(page).getByRole("button", { name: title, exact: true })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
    await expect(main(page).getByText("What is the refund policy?")).toBeHidden();

    const refunds = main(page).getByRole("button", { name: "Refunds", exact: true });
    await refunds.focus();
    await page.keyboard.press("Enter");
    await expect(refunds).toHaveAttribute("aria-expanded", "true");
    await expect(main(page).getByText("What is the refund policy?")).toBeVisible();
    await expect(main(page).getByText(`A ${REFUND_POLICY}.`, { exact: false })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(refunds).toHaveAttribute("aria-expanded", "false");
    await expect(main(page).getByText("What is the refund policy?")).toBeHidden();
  });

  test("plan tiers quote the shared prices and quick-look wording, not searches per day", async ({
    page,
  }) => {
    await page.goto("/faq");
    await main(page).getByRole("button", { name: "Plan tiers", exact: true }).click();
    await expect(
      main(page).getByText(
        `Premium Guardian: $${PLANS.premium.monthlyPrice} a month or $${PLANS.premium.annualPrice} a year`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(main(page).getByText("Free: free, with 5 AI quick looks a month")).toBeVisible();
    await expect(main(page).getByText(/searches per day/)).toHaveCount(0);
    await main(page).getByRole("button", { name: "Scam score calculation", exact: true }).click();
    await expect(main(page).getByText("Below 50: High Risk")).toBeVisible();
  });

  test("does not scroll sideways at 390 px with every section open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/faq");
    for (const title of SECTION_TITLES)
      await main(page).getByRole("button", { name: title, exact: true }).click();
    await expect(main(page).getByRole("button", { expanded: true })).toHaveCount(5);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("placeholder routes", () => {
  test("each renders a titled coming-soon page with links to the working tools", async ({ page }) => {
    for (const placeholder of PLACEHOLDERS) {
      await page.goto(placeholder.path);
      await expect(page.getByRole("heading", { level: 1, name: placeholder.title })).toBeVisible();
      await expect(page).toHaveTitle(`${placeholder.title} · HypeCheck`);
      await expect(main(page).getByText("Coming soon", { exact: true })).toBeVisible();
      const tools = main(page).getByRole("list", { name: "Tools you can use today" }).getByRole("link");
      await expect(tools).toHaveCount(WORKING_TOOLS.length);
      expect(await tools.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(WORKING_TOOLS);
    }
  });

  test("a tool link opens the tool", async ({ page }) => {
    await page.goto("/ai-assistant");
    await main(page)
      .getByRole("link", { name: /Price Tracker/ })
      .click();
    await expect(page).toHaveURL(/\/price-tracker$/);
  });
});
