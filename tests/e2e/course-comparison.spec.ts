// /course-comparison end to end:
// guests compare 2 courses and meet the reason and the upsell at the limit, Premium members compare
// 3 with a recommendation, the selection lives in ?ids= and comes back from a link, and a failed
// load offers Try Again.
import type { APIRequestContext, Page } from "@playwright/test";
import type { CourseSummary } from "../../src/shared/contracts/catalog";
import { courseList, expect, test } from "./fixtures";

// The error test answers 500 on purpose; Chromium logs it as a console error.
test.use({ expectedErrorStatuses: [500] });

const PATH = "/course-comparison";

async function courses(request: APIRequestContext, query: string): Promise<CourseSummary[]> {
  return (await courseList(request, query)).items;
}

/** The picker's 9: the first page of the featured order. */
const featured = (request: APIRequestContext) => courses(request, "pageSize=9&sort=featured");

const checkbox = (page: Page, title: string) => page.getByRole("checkbox", { name: title });
const table = (page: Page) => page.getByRole("table", { name: "Selected courses compared side by side" });

function at<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the catalogue has fewer than ${index + 1} courses`);
  return item;
}

test.describe("course comparison", () => {
  test("a guest compares 2 courses; the third is disabled with the reason and the upsell", async ({
    page,
    request,
  }) => {
    const items = await featured(request);
    const [first, second, third] = [at(items, 0), at(items, 1), at(items, 2)];
    await page.goto(PATH);
    await expect(page.getByRole("heading", { name: "Course Comparison", level: 1 })).toBeVisible();
    await expect(page.getByText("No courses selected yet")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(9);

    await checkbox(page, first.title).check();
    await checkbox(page, second.title).check();
    await expect(page).toHaveURL(new RegExp(`[?&]ids=${first.id}%2C${second.id}$`));
    await expect(checkbox(page, third.title)).toBeDisabled();
    await expect(page.getByText("Free plan compares 2 courses; Premium Guardian compares 3")).toBeVisible();

    const upsell = page.getByRole("complementary", { name: "Compare 3 courses side by side" });
    await expect(upsell.getByText("Premium Guardian: $19/month or $190/year")).toBeVisible();
    await expect(upsell.getByText("30-day money-back guarantee on paid plans.")).toBeVisible();
    await expect(upsell.getByRole("link", { name: "See plans and prices" })).toHaveAttribute(
      "href",
      /^\/pricing\?next=%2Fcourse-comparison%3Fids%3D/,
    );

    await expect(table(page).getByRole("columnheader")).toHaveCount(2);
    await expect(table(page).getByRole("rowheader", { name: "Trust score" })).toBeVisible();
    await expect(table(page).getByRole("rowheader", { name: "Red flags" })).toBeVisible();

    // Unticking one frees the others again, and the upsell goes.
    await checkbox(page, second.title).uncheck();
    await expect(checkbox(page, third.title)).toBeEnabled();
    await expect(upsell).toBeHidden();
    await expect(page.getByText("Pick at least one more course to compare")).toBeVisible();
  });

  test("a Premium member compares 3 courses and gets a recommendation", async ({ page, request }) => {
    const items = await featured(request);
    const picked = [at(items, 0), at(items, 1), at(items, 2)];
    await page.goto(`/api/auth/test-login?role=user&plan=premium&next=${encodeURIComponent(PATH)}`);
    await expect(page.getByRole("heading", { name: "Course Comparison", level: 1 })).toBeVisible();
    for (const course of picked) await checkbox(page, course.title).check();

    await expect(page.getByText("3 of 3 selected")).toBeVisible();
    await expect(checkbox(page, at(items, 3).title)).toBeDisabled();
    await expect(page.getByText("You can compare at most 3 courses")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Compare 3 courses side by side" })).toHaveCount(0);

    await expect(table(page).getByRole("columnheader")).toHaveCount(3);
    for (const course of picked) {
      await expect(table(page).getByRole("columnheader", { name: course.title })).toBeVisible();
    }
    const recommendation = page.getByRole("region", { name: "Our recommendation" });
    await expect(recommendation).toContainText(
      /has the highest rating \(\d\.\d from \d+ reviews?\) among the verified courses/,
    );
    await expect(table(page).getByText("Recommended")).toHaveCount(1);
    await expect(
      table(page).getByRole("link", { name: `View course: ${at(picked, 0).title}` }),
    ).toHaveAttribute("href", `/courses/${at(picked, 0).id}`);
  });

  test("a shared link restores the selection, and unverified courses get no recommendation", async ({
    page,
    request,
  }) => {
    const items = await featured(request);
    const [a, b] = [at(items, 4), at(items, 6)];
    await page.goto(`${PATH}?ids=${a.id},${b.id}`);
    await expect(checkbox(page, a.title)).toBeChecked();
    await expect(checkbox(page, b.title)).toBeChecked();
    await expect(checkbox(page, at(items, 0).title)).toBeDisabled();
    await expect(table(page).getByRole("columnheader")).toHaveCount(2);

    const unverified = (await courses(request, "pageSize=100&sort=featured")).filter(
      (course) => !course.isVerified,
    );
    const [x, y] = [at(unverified, 0), at(unverified, 1)];
    await page.goto(`${PATH}?ids=${x.id},${y.id}`);
    const selected = page.getByRole("list", { name: "Selected courses" });
    await expect(selected.getByText(x.title)).toBeVisible();
    await expect(selected.getByText(y.title)).toBeVisible();
    await expect(page.getByRole("region", { name: "No recommendation" })).toContainText(
      "None of the selected courses is verified",
    );
    await expect(table(page).getByText("Recommended")).toHaveCount(0);
  });

  test("the search finds courses beyond the first 9", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("checkbox")).toHaveCount(9);
    await page.getByRole("searchbox", { name: "Search courses" }).fill("crypto");
    await expect(page.getByRole("checkbox", { name: /crypto/i }).first()).toBeVisible();
    const count = await page.getByRole("checkbox").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(9);
  });

  test("a failed load offers Try Again", async ({ page, request }) => {
    const [first, second] = await featured(request);
    if (!first || !second) throw new Error("the catalogue is empty");
    let failing = true;
    await page.route(/\/api\/courses\/\d+\/trust$/, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Boom"}' })
        : route.continue(),
    );
    await page.goto(`${PATH}?ids=${first.id},${second.id}`);
    const error = page.getByRole("alert").filter({ hasText: "We couldn't load the courses to compare." });
    await expect(error).toBeVisible();
    failing = false;
    await error.getByRole("button", { name: "Try Again" }).click();
    await expect(table(page).getByRole("columnheader")).toHaveCount(2);
  });
});
