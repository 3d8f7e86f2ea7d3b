// /categories, /about, /how-it-works and the marketing sign-in page: live counts that match the API,
// the links they promise, and phone layouts without sideways scrolling.
import type { Locator, Page } from "@playwright/test";
import type { Category } from "../../src/shared/contracts/catalog";
import type { PlatformStats } from "../../src/shared/contracts/stats";
import {
  expect,
  expectAgreesWithApi,
  holdThenFail,
  renderInBrowser,
  settledPlatformStats,
  test,
} from "./fixtures";

/** The number shown under a figure's label (the dd right after its dt). */
function figureValue(scope: Page | Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

type Count = { [K in keyof PlatformStats]: PlatformStats[K] extends number ? K : never }[keyof PlatformStats];

/** Each figure of the "HypeCheck today" region, by its label, matches the API's count; the region. */
async function expectTodayFigures(
  page: Page,
  stats: PlatformStats,
  figures: readonly (readonly [string, Count])[],
) {
  const region = page.getByRole("region", { name: "HypeCheck today" });
  for (const [label, key] of figures) {
    await expect(figureValue(region, label)).toHaveText(stats[key].toLocaleString("en-US"));
  }
  return region;
}

function courseCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "course" : "courses"}`;
}

test.describe("categories", () => {
  test("lists the 10 categories with the API's counts, each linking into /courses?category=", async ({
    page,
  }) => {
    await page.goto("/categories");
    await expect(page).toHaveTitle("Course categories · HypeCheck");
    await expect(page.getByRole("heading", { level: 1, name: "Course categories" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    const categories = await expectAgreesWithApi(page, async () => {
      await expect(cards).toHaveCount(10, { timeout: 2000 });
      const response = await page.request.get("/api/categories");
      expect(response.ok()).toBe(true);
      const listed = (await response.json()) as Category[];
      expect(listed).toHaveLength(10);
      for (const category of listed) {
        const card = cards.filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
        await expect(card.getByText(courseCountText(category.courseCount), { exact: true })).toBeVisible({
          timeout: 2000,
        });
        await expect(card.getByText(category.description)).toBeVisible({ timeout: 2000 });
        await expect(card.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
          "href",
          `/courses?category=${category.slug}`,
          { timeout: 2000 },
        );
      }
      return listed;
    });

    // Keyboard: focus a category's link and follow it with Enter.
    const target = categories[1];
    if (!target) throw new Error("no second category");
    const link = page.getByRole("link", { name: target.name, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/courses\\?category=${target.slug}$`));
  });

  test("shows skeletons while loading and Try Again after a failure", async ({ page }) => {
    const categories = await holdThenFail(page, "**/api/categories");
    // The app asks for the categories itself (a guest's first visit arrives rendered by the server).
    await renderInBrowser(page);
    await page.goto("/categories");
    await expect(page.getByRole("status").filter({ hasText: "Loading categories…" })).toBeAttached();
    categories.release();
    const alert = page.getByRole("alert").filter({ hasText: "We couldn't load the categories." });
    await expect(alert).toBeVisible();
    categories.recover();
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(10);
  });
});

test.describe("about", () => {
  test("explains the criteria and the trust score, and shows live stats with their time", async ({
    page,
  }) => {
    const stats = await settledPlatformStats(page.request);
    await page.goto("/about");
    await expect(page).toHaveTitle("About HypeCheck");
    for (const name of [
      "Our mission",
      "What we look at",
      "How verification works",
      "How the trust score works",
      "Affiliate policy",
      "HypeCheck today",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    for (const band of ["Highly Legitimate", "Generally Trustworthy", "Proceed with Caution", "High Risk"]) {
      await expect(page.getByText(band, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/accuracy/i)).toHaveCount(0);

    const live = await expectTodayFigures(page, stats, [
      ["Courses reviewed", "totalCourses"],
      ["Creators tracked", "totalCreators"],
      ["Verified courses", "verifiedCourses"],
      ["Approved reviews", "totalReviews"],
      ["Members signed up", "totalMembers"],
    ]);
    await expect(live.locator("time")).toHaveAttribute("datetime", stats.generatedAt);
    await expect(live.getByText(/Updated /)).toBeVisible();
  });

  test("a link to a section scrolls it into view", async ({ page }) => {
    await page.goto("/how-it-works");
    await page.getByRole("link", { name: "How the trust score works" }).click();
    await expect(page).toHaveURL(/\/about#trust-score$/);
    await expect(page.getByRole("heading", { level: 2, name: "How the trust score works" })).toBeInViewport();
  });
});

test.describe("how it works", () => {
  test("has three steps and links to the course browser and the AI course analyzer", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page).toHaveTitle("How it works · HypeCheck");
    const steps = page.getByRole("main").getByRole("list").first().locator(":scope > li");
    await expect(steps).toHaveCount(3);
    for (const [index, name] of ["Find a course", "Get AI analysis", "Make smart decisions"].entries()) {
      await expect(
        steps.nth(index).getByRole("heading", { name: `Step ${index + 1}: ${name}` }),
      ).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Open the AI course analyzer" })).toHaveAttribute(
      "href",
      "/ai-course-analyzer",
    );
    await page.getByRole("link", { name: "Browse courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe("marketing sign-in page", () => {
  test("its stat blocks are live catalogue figures that match the API", async ({ page }) => {
    const stats = await settledPlatformStats(page.request);
    await page.goto("/your-protection-awaits");
    await expectTodayFigures(page, stats, [
      ["Members signed up", "totalMembers"],
      ["Courses reviewed", "totalCourses"],
      ["Verified courses", "verifiedCourses"],
      ["Approved reviews", "totalReviews"],
      ["Red flags found", "redFlagsFound"],
    ]);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/categories", "/about", "/how-it-works", "/your-protection-awaits"]) {
    test(`${path} fits 390 px without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Measure the settled page: nothing still loading.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
