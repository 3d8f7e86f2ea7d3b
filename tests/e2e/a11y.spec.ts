// Accessibility: axe-core (WCAG 2.0/2.1 A and AA plus best practices) over every route of the route
// table, as a guest, a member and an admin (and the affiliate dashboard as an affiliate), at 1280 and
// 390 px wide, plus the dark theme on the main pages. Each test loops over its routes and reports
// every violation at once (route, rule, target selectors), so one failure lists everything to fix.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_PAGES } from "../../src/client/features/admin/admin-pages";
import { expect, test } from "./fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Screens anyone can open (one path per alias group is enough). */
const PUBLIC_ROUTES = [
  "/",
  "/courses",
  "/submit-course",
  "/categories",
  "/about",
  "/how-it-works",
  "/creators",
  "/fake-guru-detector",
  "/ad-fatigue-detector",
  "/course-comparison",
  "/price-tracker",
  "/ai-course-analyzer",
  "/creator-background-checker",
  "/interactive-quiz",
  "/leaderboard",
  "/community-reports",
  "/scam-prevention-guide",
  "/pricing",
  "/premium-verification",
  "/subscribe",
  "/faq",
  "/terms-of-service",
  "/privacy-policy",
  "/disclaimer",
  "/affiliate-disclosure",
  "/review-policy",
  "/creator-agreement",
  "/cookies",
  "/contact",
  "/upload",
  "/ai-assistant",
  "/no-such-page-here",
];
/** Screens only a guest sees (signed-in visitors are sent on). */
const GUEST_ROUTES = [
  "/login",
  "/signup",
  "/your-protection-awaits",
  "/forgot-password",
  "/reset-password?token=x",
  "/confirm-signup?token=x",
];
const MEMBER_ROUTES = ["/account"];
const ADMIN_ROUTES = ADMIN_PAGES.map((admin) => admin.path);
const DARK_ROUTES = ["/", "/courses", "/pricing", "/login"];

interface Dynamic {
  course: string;
  creator: string;
}

async function dynamicRoutes(request: APIRequestContext): Promise<Dynamic> {
  const courses = await request.get("/api/courses?pageSize=1&sort=featured");
  expect(courses.ok()).toBe(true);
  const { items } = (await courses.json()) as { items: { id: number }[] };
  const creators = await request.get("/api/creators");
  expect(creators.ok()).toBe(true);
  const list = (await creators.json()) as { slug: string }[];
  if (!items[0] || !list[0]) throw new Error("expected a seeded course and creator");
  return { course: `/courses/${items[0].id}`, creator: `/creators/${list[0].slug}` };
}

/** Waits until the page shows content: network quiet, no spinner and no skeleton left. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator(".animate-spin, .animate-pulse")).toHaveCount(0, { timeout: 5_000 });
}

async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    try {
      await settle(page);
    } catch {
      found.push(`${path} still loading after 5 s (spinner or skeleton left)`);
    }
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const violation of result.violations) {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 6);
      found.push(`${path} [${violation.id}] ${violation.help}: ${targets.join(" | ")}`);
    }
  }
  return found;
}

async function signIn(page: Page, role: "user" | "admin" | "affiliate", plan = "premium"): Promise<void> {
  await page.goto(`/api/auth/test-login?role=${role}&plan=${plan}&next=/`);
  await settle(page);
}

for (const width of [1280, 390]) {
  test.describe(`Accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every screen a guest can open has no axe violations", async ({ page, request }) => {
      test.setTimeout(180_000);
      const dynamic = await dynamicRoutes(request);
      const paths = [...PUBLIC_ROUTES, dynamic.course, dynamic.creator, ...GUEST_ROUTES, "/account"];
      expect(await violationsOn(page, paths)).toEqual([]);
    });

    test("every screen a member can open has no axe violations", async ({ page, request }) => {
      test.setTimeout(180_000);
      const dynamic = await dynamicRoutes(request);
      await signIn(page, "user", "free");
      const paths = [...PUBLIC_ROUTES, dynamic.course, dynamic.creator, ...MEMBER_ROUTES];
      expect(await violationsOn(page, paths)).toEqual([]);
    });

    test("the admin screens and the affiliate dashboard have no axe violations", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, "admin", "pro");
      const found = await violationsOn(page, [...ADMIN_ROUTES, "/account", "/"]);
      await page.context().clearCookies();
      await signIn(page, "affiliate", "free");
      found.push(...(await violationsOn(page, ["/affiliate-dashboard"])));
      expect(found).toEqual([]);
    });
  });
}

test.describe("Accessibility in the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the main screens have no axe violations in the dark theme", async ({ page, request }) => {
    test.setTimeout(90_000);
    const dynamic = await dynamicRoutes(request);
    expect(await violationsOn(page, [...DARK_ROUTES, dynamic.course])).toEqual([]);
  });
});
