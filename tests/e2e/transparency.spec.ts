// The transparency report end to end: a visitor finds it from the footer and reads the quarter's
// figures, the chart and when they were counted; after an admin rejects a member's review on the
// moderation screen, the page counts one more rejection this quarter. Other specs moderate too, so
// the count is compared as "at least one more". Each quarter also splits its review decisions by star
// rating; the rejected 2-star review shows there with its reason.
import type { APIRequestContext, Page } from "@playwright/test";
import type { CourseListResponse } from "../../src/shared/contracts/catalog";
import type { TransparencyReport } from "../../src/shared/contracts/transparency";
import { axeViolations, createUser, expect, test } from "./fixtures";

async function currentQuarter(request: APIRequestContext) {
  const response = await request.get("/api/transparency");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TransparencyReport).quarters.at(-1)!;
}

/** The number before "rejected" in the Reviews row of the quarter's table. */
async function rejectedShown(page: Page, label: string): Promise<number> {
  const row = page
    .getByRole("region", { name: `${label} (so far)` })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "Reviews", exact: true }) });
  const text = (await row.getByRole("cell").nth(2).textContent()) ?? "";
  const match = /([\d,]+) rejected/.exec(text);
  if (!match) throw new Error(`no rejected count in "${text}"`);
  return Number(match[1]!.replace(/,/g, ""));
}

test.describe("transparency report", () => {
  test("shows the quarter's figures and counts a rejection made by an admin", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Transparency Report" }).click();
    await expect(page).toHaveURL(/\/transparency$/);
    await expect(page.getByRole("heading", { name: "Transparency report", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Counted from our records on /)).toBeVisible();
    await expect(page.getByRole("img", { name: /^Decisions per quarter: / })).toBeVisible();

    const quarter = await currentQuarter(request);
    const section = page.getByRole("region", { name: `${quarter.label} (so far)` });
    await expect(section.getByRole("table", { name: /received and decided/ })).toBeVisible();
    const byRating = section.getByRole("table", { name: /review decisions by star rating/ });
    await expect(byRating.getByRole("row")).toHaveCount(6);
    for (const stars of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      await expect(byRating.getByRole("cell", { name: stars })).toBeVisible();
    }
    for (const area of ["Reviews", "Community reports", "Disputes", "Course submissions", "Verifications"]) {
      await expect(section.getByRole("cell", { name: area, exact: true })).toBeVisible();
    }
    const before = await rejectedShown(page, quarter.label);
    expect(await axeViolations(page)).toEqual([]);

    // A member's review, rejected on the moderation screen.
    const courses = await request.get("/api/courses?pageSize=100&sort=featured");
    const { items } = (await courses.json()) as CourseListResponse;
    const user = await createUser(request, "transparency");
    const text = `E2E transparency ${Date.now()}-${test.info().workerIndex}: the lessons repeat the free videos.`;
    let reviewed = false;
    for (const course of items.slice(5, 40)) {
      const sent = await request.post("/api/reviews", { data: { courseId: course.id, rating: 2, text } });
      if (sent.status() === 201) {
        reviewed = true;
        break;
      }
    }
    expect(reviewed, `${user.email} could review a course`).toBe(true);

    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/reviews");
    const card = admin.getByRole("article").filter({ hasText: text });
    // A rejection takes a reason: the first listed one.
    await card.getByLabel("Reason to reject").selectOption({ index: 1 });
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(admin.getByRole("article").filter({ hasText: text })).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(page.getByRole("region", { name: `${quarter.label} (so far)` })).toBeVisible();
    expect(await rejectedShown(page, quarter.label)).toBeGreaterThanOrEqual(before + 1);
    await expect(page.getByRole("heading", { name: "Why reviews were rejected" }).first()).toBeVisible();
    // The reason is named in words, as the moderator chose it, and counted with the review's rating.
    const region = page.getByRole("region", { name: `${quarter.label} (so far)` });
    await expect(region.getByText(/^Spam or advertising:/).first()).toBeVisible();
    await expect(
      region
        .getByRole("table", { name: /review decisions by star rating/ })
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: "2 stars" }) }),
    ).toContainText(/Spam or advertising: \d/);
  });
});
