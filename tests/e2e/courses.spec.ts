// The course browser (/courses, /course-discovery): tabs and dropdown, trimmed search, sort, filters
// in the address, paging and the empty state. Expected figures come from the API itself, so the
// tests hold whatever the demo catalogue contains.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Category, CourseListResponse } from "../../src/shared/contracts/catalog";
import { courseList, expect, expectAgreesWithApi, renderInBrowser, test } from "./fixtures";

/** The item at index, failing the test when the API returned fewer. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at index ${index}, got ${items.length} items`);
  return item;
}

const PAGE_SIZE = 24;

async function listCourses(request: APIRequestContext, query: string): Promise<CourseListResponse> {
  return courseList(request, `pageSize=${PAGE_SIZE}&${query}`);
}

async function firstCategory(request: APIRequestContext): Promise<Category> {
  const response = await request.get("/api/categories");
  expect(response.ok()).toBe(true);
  const categories = (await response.json()) as Category[];
  expect(categories.length).toBeGreaterThan(0);
  return at(categories, 0);
}

function countHeading(page: Page, total: number) {
  const text = total === 1 ? "1 course found" : `${total.toLocaleString("en-US")} courses found`;
  return page.getByRole("heading", { name: text, exact: true });
}

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** The first card on the page is the first course of `list` (the API's answer to the same query). */
async function expectFirstCard(page: Page, list: CourseListResponse): Promise<void> {
  await expect(
    cards(page)
      .first()
      .getByRole("heading", { name: at(list.items, 0).title }),
  ).toBeVisible();
}

test.describe("course browser", () => {
  test("lists the catalogue with cards, count and paging", async ({ page, request }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { name: "Browse courses", level: 1 })).toBeVisible();
    const all = await expectAgreesWithApi(page, async () => {
      const list = await listCourses(request, "sort=featured&page=1");
      await expect(countHeading(page, list.total)).toBeVisible({ timeout: 2000 });
      return list;
    });
    expect(all.total).toBeGreaterThan(PAGE_SIZE);
    const pages = Math.ceil(all.total / PAGE_SIZE);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: at(all.items, 0).title })).toBeVisible();
    await expect(first.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
      "href",
      `/courses/${at(all.items, 0).id}`,
    );
    await expect(first.getByText(/^(Trust \d+%|Not scored)$/)).toBeVisible();
    await expect(first.getByText(/No reviews yet|\(\d[\d,]* reviews?\)/)).toBeVisible();
    // Each card carries its AI Quick Look (tests/e2e/quick-look.spec.ts follows it through).
    await expect(first.getByRole("button", { name: /^AI Quick Look/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/courses\?page=2$/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const second = await listCourses(request, "sort=featured&page=2");
    await expectFirstCard(page, second);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  });

  test("filters by the category tabs and the dropdown, and back/forward restores them", async ({
    page,
    request,
  }) => {
    const category = await firstCategory(request);
    const inCategory = await listCourses(request, `category=${category.slug}`);
    const all = await listCourses(request, "");

    await page.goto("/courses");
    await expect(countHeading(page, all.total)).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Course categories" });
    await expect(tabs.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tabs.getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courses\\?category=${category.slug}$`));
    await expect(tabs.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category.slug);
    await expect(countHeading(page, inCategory.total)).toBeVisible();
    await expect(cards(page).first().getByText(category.name, { exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(countHeading(page, all.total)).toBeVisible();
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");

    await page.getByLabel("Category", { exact: true }).selectOption(category.slug);
    await expect(page).toHaveURL(new RegExp(`/courses\\?category=${category.slug}$`));
    await expect(countHeading(page, inCategory.total)).toBeVisible();
    await page.getByLabel("Category", { exact: true }).selectOption("");
    await expect(page).toHaveURL(/\/courses$/);
    await page.goBack();
    await expect(tabs.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("searches with trimmed text and sorts", async ({ page, request }) => {
    const all = await listCourses(request, "");
    const word = at(all.items, 0)
      .title.split(/\s+/)
      .find((part) => /^[A-Za-z]{4,}$/.test(part));
    expect(word, "a searchable word in a course title").toBeTruthy();
    const found = await listCourses(request, `q=${encodeURIComponent(word ?? "")}`);
    expect(found.total).toBeGreaterThan(0);

    await page.goto("/course-discovery");
    const search = page.getByRole("searchbox", { name: "Search courses" });
    await search.fill(`   ${word}   `);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/course-discovery\\?q=${word}$`));
    await expect(search).toHaveValue(word ?? "");
    await expect(countHeading(page, found.total)).toBeVisible();

    const rated = await listCourses(request, `q=${encodeURIComponent(word ?? "")}&sort=rating`);
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Highest rated" });
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&sort=rating$`));
    await expectFirstCard(page, rated);

    const reviewed = await listCourses(request, "sort=reviews");
    await search.fill("  ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Most reviewed" });
    await expect(page).toHaveURL(/\/course-discovery\?sort=reviews$/);
    await expectFirstCard(page, reviewed);
  });

  test("restores every filter from the address", async ({ page, request }) => {
    const category = await firstCategory(request);
    const filtered = await listCourses(request, `category=${category.slug}&sort=reviews`);
    const word =
      at(filtered.items, 0)
        .title.split(/\s+/)
        .find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? "";
    const expected = await listCourses(
      request,
      `q=${encodeURIComponent(word)}&category=${category.slug}&sort=reviews`,
    );

    await page.goto(`/courses?q=${encodeURIComponent(word)}&category=${category.slug}&sort=reviews&page=1`);
    await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue(word);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category.slug);
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("reviews");
    await expect(
      page
        .getByRole("navigation", { name: "Course categories" })
        .getByRole("link", { name: category.name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(countHeading(page, expected.total)).toBeVisible();

    const all = await listCourses(request, "sort=rating");
    const pages = Math.ceil(all.total / PAGE_SIZE);
    await page.goto("/courses?sort=rating&page=2");
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("rating");
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const second = await listCourses(request, "sort=rating&page=2");
    await expectFirstCard(page, second);
  });

  test("an empty search offers Clear Filters", async ({ page, request }) => {
    const all = await listCourses(request, "");
    await page.goto("/courses?sort=rating");
    const search = page.getByRole("searchbox", { name: "Search courses" });
    await search.fill("qxzjvkwpqzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: "0 courses found" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }),
    ).toHaveCount(0);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(search).toHaveValue("");
    await expect(countHeading(page, all.total)).toBeVisible();
  });

  test("shows the error with Try Again when the list fails", async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/courses\?/, async (route) => {
      if (!fail) return route.continue();
      await route.fulfill({
        // 429 (a rate limit) is one of the statuses the console guard expects the browser to report.
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many requests. Try again in a minute." }),
      });
    });
    await renderInBrowser(page);
    await page.goto("/courses");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Failed to load courses: API error 429: Too many requests. Try again in a minute.",
    );
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: /courses? found$/ })).toBeVisible();
  });
});
