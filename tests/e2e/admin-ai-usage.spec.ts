// /admin/ai-usage end to end: an AI call made
// as the admin shows up in the log, the filter narrows the rows, headers sort (descending first, then
// toggling), the page size refetches with ?limit=, and Export CSV downloads ai-usage-*.csv whose
// first line is the column header.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { courseList, expect, test } from "./fixtures";

// The error-state test answers 503 on purpose; Chromium reports that as a console error, which
// this file expects (every other console error still fails the test, as in fixtures.ts).
test.use({ expectedErrorStatuses: [503] });

const CSV_HEADER =
  '"ts","route","model","courseId","creatorName","query","promptTokens","completionTokens","totalTokens","durationMs","error","id"';

async function someCourses(request: APIRequestContext, count: number) {
  const { items } = await courseList(request, "pageSize=100&sort=rating");
  // Titles that no other listed course shares, so a filter on one matches that course only.
  const unique = items.filter((course) => items.filter((other) => other.title === course.title).length === 1);
  expect(unique.length).toBeGreaterThanOrEqual(count);
  return unique.slice(-count);
}

/** Signs the page in as the admin and makes one quick look per course through its cookies. */
async function adminWithCalls(page: Page, courses: Array<{ id: number }>) {
  await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/ai-usage");
  await expect(page.getByRole("heading", { name: "AI usage logs", level: 1 })).toBeVisible();
  for (const course of courses) {
    const response = await page.request.post("/api/ai/analyze-course", {
      data: { courseId: course.id, detail: false },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

const table = (page: Page) => page.getByRole("table");
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const header = (page: Page, name: string) => table(page).getByRole("columnheader", { name, exact: true });

test.describe("admin AI usage logs", () => {
  test("lists AI calls, filters, sorts and exports the shown rows as CSV", async ({ page, request }) => {
    const [first, second] = await someCourses(request, 2);
    if (!first || !second) throw new Error("expected two courses");
    await adminWithCalls(page, [first, second]);

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(table(page)).toBeVisible();
    for (const name of [
      "Timestamp",
      "Route",
      "Model",
      "Course ID",
      "Creator",
      "Query",
      "Prompt",
      "Completion",
      "Total",
      "ms",
      "Error",
    ]) {
      await expect(header(page, name)).toBeVisible();
    }
    await expect(header(page, "Timestamp")).toHaveAttribute("aria-sort", "descending");
    await expect(bodyRows(page).filter({ hasText: first.title }).first()).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: second.title }).first()).toBeVisible();

    // The filter is trimmed and case-insensitive; it narrows to the rows of one course.
    const filter = page.getByLabel("Filter");
    await filter.fill(`  ${first.title.toUpperCase()}  `);
    await expect(bodyRows(page).filter({ hasText: second.title })).toHaveCount(0);
    const matching = await bodyRows(page).count();
    expect(matching).toBeGreaterThan(0);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(first.title);
    await expect(page.getByText(/match “/)).toBeVisible();

    // A header sorts descending first, then toggles; only one header is sorted at a time.
    await header(page, "ms").getByRole("button").click();
    await expect(header(page, "ms")).toHaveAttribute("aria-sort", "descending");
    await expect(header(page, "Timestamp")).toHaveAttribute("aria-sort", "none");
    await header(page, "ms").getByRole("button").click();
    await expect(header(page, "ms")).toHaveAttribute("aria-sort", "ascending");
    // Keyboard: the header buttons are reachable and work with Enter.
    await header(page, "Timestamp").getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(header(page, "Timestamp")).toHaveAttribute("aria-sort", "descending");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ai-usage-[0-9TZ-]+\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv.split("\r\n").filter((line) => line !== "");
    expect(lines[0]).toBe(CSV_HEADER);
    // Exactly the filtered rows, each quoted.
    expect(lines).toHaveLength(matching + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain(`"${first.id}"`);
      expect(line.startsWith('"')).toBe(true);
    }
  });

  test("the page size refetches with ?limit=", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/ai-usage");
    const rows = page.getByLabel("Rows");
    await expect(rows).toHaveValue("100");
    await expect(rows.locator("option")).toHaveText(["25", "50", "100", "250", "500"]);
    const [request] = await Promise.all([
      page.waitForRequest((req) => req.url().includes("/api/admin/ai-usage?limit=25")),
      rows.selectOption("25"),
    ]);
    expect(new URL(request.url()).searchParams.get("limit")).toBe("25");
    await expect(table(page).or(page.getByText("No logs yet."))).toBeVisible();
  });

  test("shows the server's error text when the log cannot be read", async ({ page }) => {
    await page.route("**/api/admin/ai-usage?limit=*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Log store offline"}' }),
    );
    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/ai-usage");
    await expect(page.getByRole("alert").filter({ hasText: "Log store offline" })).toBeVisible();
  });

  test("is for admins only", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=pro&next=/admin/ai-usage");
    await expect(page.getByText("Admin access required.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});
