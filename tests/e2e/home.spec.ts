// Home: the four live headline figures, the tool cards, the verified
// courses section, search and the calls to action.
import type { Locator, Page } from "@playwright/test";
import { courseList, expect, holdThenFail, renderInBrowser, settledPlatformStats, test } from "./fixtures";

const HEADLINE_FIGURES = [
  ["Courses reviewed", "totalCourses"],
  ["Verified courses", "verifiedCourses"],
  ["Red flags found", "redFlagsFound"],
  ["Approved reviews", "totalReviews"],
] as const;

/** The number shown under a figure's label (the dd right after its dt). */
function figureValue(scope: Page | Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

function figuresRegion(page: Page): Locator {
  return page.getByRole("region", { name: "HypeCheck in numbers" });
}

test.describe("home", () => {
  test("shows four labelled figures that match GET /api/platform-stats", async ({ page }) => {
    const stats = await settledPlatformStats(page.request);
    await page.goto("/");
    await expect(page).toHaveTitle("HypeCheck: we check the hype so you don't have to");

    const figures = figuresRegion(page);
    await expect(figures.locator("dt")).toHaveCount(4);
    for (const [label, key] of HEADLINE_FIGURES) {
      await expect(figureValue(figures, label)).toHaveText(stats[key].toLocaleString("en-US"));
    }
    await expect(figures.getByText(/Live counts from our database · Updated /)).toBeVisible();
    // No invented accuracy claims anywhere on the page.
    await expect(page.getByText(/accuracy/i)).toHaveCount(0);
  });

  test("figures show a loading state, then an honest notice with Try Again when the call fails", async ({
    page,
  }) => {
    const stats = await holdThenFail(page, "**/api/platform-stats");

    await renderInBrowser(page);
    await page.goto("/");
    const figures = figuresRegion(page);
    await expect(figures.locator("[aria-busy=true]")).toBeVisible();
    await expect(figures.getByText("Loading")).toHaveCount(4);
    stats.release();

    await expect(figures.getByText("Live platform figures are unavailable right now")).toBeVisible();
    await expect(figures.locator("dd")).toHaveCount(0);

    stats.recover();
    await figures.getByRole("button", { name: "Try Again" }).click();
    await expect(figures.locator("dt")).toHaveCount(4);
    await expect(figureValue(figures, "Courses reviewed")).toHaveText(/^[\d,]+$/);
  });

  test("verified courses link to their course pages, and Browse all courses opens /courses", async ({
    page,
  }) => {
    const list = await courseList(page.request, "verified=true&sort=featured&pageSize=6");
    expect(list.items.length, "the demo catalogue has verified courses").toBeGreaterThan(0);
    expect(list.items.every((course) => course.isVerified)).toBe(true);

    await page.goto("/");
    const section = page.getByRole("region", { name: "Verified courses" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(list.items.length);
    for (const [index, course] of list.items.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: course.title })).toBeVisible();
      await expect(card.getByText("Verified", { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /View Details/ })).toHaveAttribute(
        "href",
        `/courses/${course.id}`,
      );
    }

    const first = list.items[0];
    if (!first) throw new Error("no verified course");
    await cards
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/courses/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();

    await page.goBack();
    await page.getByRole("link", { name: "Browse all courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("links the three tools, the sign-up call to action and Upgrade with next", async ({ page }) => {
    await page.goto("/");
    const tools = page.getByRole("region", { name: "Tools for checking before you buy" });
    for (const [name, href] of [
      ["AI course analysis", "/ai-course-analyzer"],
      ["Price tracker", "/price-tracker"],
      ["Creator background check", "/creator-background-checker"],
    ] as const) {
      await expect(tools.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const cta = page.getByRole("region", { name: "Get a second opinion before you buy" });
    await expect(cta.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/signup");
    await expect(cta.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing?next=%2F");
  });

  test("a signed-in free member sees Upgrade and no sign-up call to action", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=free&next=/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Get a second opinion before you buy" })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Want deeper checks?" }).getByRole("link", { name: "Upgrade" }),
    ).toHaveAttribute("href", "/pricing?next=%2F");
  });

  test("the search box sends the trimmed text to /courses as q", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search courses" });
    await search.fill("  amazon fba  ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/courses\?q=amazon%20fba$/);
  });
});
