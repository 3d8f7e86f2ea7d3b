// The Course Price Tracker: a guest is sent to sign in; a member creates an alert (the validation
// toasts first), sees it Active with the amount above target and deletes it; a free member's 4th
// active alert is refused; the course page shows the price history; the header bell opens and
// closes from the keyboard. Each test signs in a member created for it, so alerts and limits never
// collide between tests or runs.
import type { APIRequestContext, Page } from "@playwright/test";
import type { CourseSummary } from "../../src/shared/contracts/catalog";
import { courseList, expect, signInNewUser, test, testSignInRequired, toast } from "./fixtures";

const LIMIT_MESSAGE =
  "Free members can keep 3 active price alerts. Delete one or upgrade for unlimited alerts.";

/** A course with a whole-dollar price of at least $50, so "$10 above target" is exact. */
async function pricedCourse(request: APIRequestContext, skip = 0): Promise<CourseSummary> {
  const { items } = await courseList(request, "pageSize=100&sort=featured");
  const course = items.filter((item) => Number.isInteger(item.price) && item.price >= 50)[skip];
  if (!course) throw new Error("expected a course priced at $50 or more");
  return course;
}

function alertsList(page: Page) {
  return page.getByRole("list", { name: "Your price alerts" });
}

test.describe("Course Price Tracker", () => {
  testSignInRequired("/price-tracker");

  test("a member creates an alert after the validation messages, sees it and deletes it", async ({
    page,
    request,
  }) => {
    const course = await pricedCourse(request);
    await signInNewUser(page, request, "price-alert");
    await page.goto("/price-tracker");
    await expect(page.getByRole("heading", { name: "Course Price Tracker", level: 1 })).toBeVisible();
    await expect(page.getByText("No price alerts yet")).toBeVisible();
    await expect(page.getByText("0 of 3 active alerts used")).toBeVisible();

    const create = page.getByRole("button", { name: "Create Alert" });
    await create.click();
    await expect(toast(page)).toContainText("Missing Information");
    await expect(toast(page)).toContainText("Please select a course and enter a target price.");

    await page.getByLabel("Find a course").fill(course.title);
    await page.getByLabel("Course", { exact: true }).selectOption(String(course.id));
    const target = page.getByLabel("Target price (USD)");
    await expect(target).toHaveAttribute("min", "0");
    await expect(target).toHaveAttribute("step", "0.01");
    await target.fill("0");
    await create.click();
    await expect(toast(page)).toContainText("Invalid Price");
    await expect(toast(page)).toContainText("Please enter a valid price amount.");

    await target.fill(String(course.price - 10));
    await create.click();
    await expect(toast(page)).toContainText("Price Alert Created");
    await expect(target).toHaveValue("");

    const alerts = alertsList(page);
    const row = alerts.getByRole("listitem").filter({ hasText: course.title });
    await expect(row.getByRole("link", { name: course.title })).toHaveAttribute(
      "href",
      `/courses/${course.id}`,
    );
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("$10 above target")).toBeVisible();
    await expect(page.getByText("1 of 3 active alerts used")).toBeVisible();
    // The new alert's course is charted with its 12-month figures.
    await expect(page.getByRole("img", { name: /^Price of .+, last 12 months: / })).toBeVisible();
    await expect(page.getByText("Lowest, 12 months")).toBeVisible();

    await row.getByRole("button", { name: `Delete alert for ${course.title}` }).click();
    await expect(toast(page)).toContainText("Alert Deleted");
    await expect(page.getByText("No price alerts yet")).toBeVisible();
  });

  test.describe("plan limit", () => {
    test.use({ expectedErrorStatuses: [403] });

    test("a free member's 4th active alert is refused with the limit message", async ({ page, request }) => {
      const course = await pricedCourse(request, 1);
      await signInNewUser(page, request, "price-limit");
      for (const cut of [10, 20, 30]) {
        const created = await page.request.post("/api/price-alerts", {
          data: { courseId: course.id, targetPrice: course.price - cut },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
      await page.goto("/price-tracker");
      await expect(page.getByText("3 of 3 active alerts used")).toBeVisible();
      const upsell = page.getByRole("complementary", { name: "Track more courses" });
      await expect(upsell).toContainText("$19/month");
      await expect(upsell).toContainText("30-day money-back guarantee");
      await expect(upsell.getByRole("link", { name: /See plans and prices/ })).toHaveAttribute(
        "href",
        `/pricing?next=${encodeURIComponent("/price-tracker")}`,
      );

      await page.getByLabel("Course", { exact: true }).selectOption(String(course.id));
      await page.getByLabel("Target price (USD)").fill(String(course.price - 40));
      await page.getByRole("button", { name: "Create Alert" }).click();
      await expect(toast(page)).toContainText("Alert Limit Reached");
      await expect(toast(page)).toContainText(LIMIT_MESSAGE);
      await expect(alertsList(page).getByRole("listitem")).toHaveCount(3);
    });
  });

  test("the course page shows the price history", async ({ page, request }) => {
    const course = await pricedCourse(request, 2);
    await page.goto(`/courses/${course.id}`);
    const section = page.getByRole("region", { name: "Price history" });
    await expect(
      section.getByRole("img", { name: /^Price of .+, last 12 months: .*lowest \$/ }),
    ).toBeVisible();
    await expect(section.getByText("Current price")).toBeVisible();
    await expect(section.getByText("Lowest, 12 months")).toBeVisible();
    await expect(section.getByText("Highest, 12 months")).toBeVisible();
  });

  test("the header bell opens its list and closes with Escape", async ({ page, request }) => {
    await signInNewUser(page, request, "bell");
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications, 0 unread" });
    await bell.click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).filter({ hasText: "No notifications yet" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText("No notifications yet")).toHaveCount(0);
    await expect(bell).toBeFocused();
  });
});
