// Affiliate clicks: a course's affiliate button goes through /go/{id}, which records the
// click and sends the visitor to the stored affiliate URL (disclosed next to the button); the
// affiliate demo account then sees the click on /affiliate-dashboard.
import type { APIRequestContext } from "@playwright/test";
import type { CourseSummary } from "../../src/shared/contracts/catalog";
import { courseList, expect, test } from "./fixtures";

async function affiliateCourse(request: APIRequestContext): Promise<CourseSummary> {
  const { items } = await courseList(request, "pageSize=100");
  const course = items.find((item) => item.affiliateUrl !== null && item.url === item.affiliateUrl);
  if (!course) throw new Error("expected a seeded course with an affiliate link");
  return course;
}

test.describe("Affiliate clicks", () => {
  test("a click on a course's affiliate button is counted and shown on the affiliate dashboard", async ({
    page,
    context,
    request,
  }) => {
    const course = await affiliateCourse(request);
    await page.goto(`/courses/${course.id}`);
    const button = page.getByRole("link", { name: /View Course/ });
    await expect(button).toHaveAttribute("href", `/go/${course.id}?from=detail`);
    await expect(button).toHaveAttribute("rel", /sponsored/);
    await expect(page.getByText("We may earn a commission if you buy through this link.")).toBeVisible();
    // The seller's site is not reachable in tests: it is enough that the new tab asks for it, sent
    // there by the redirect.
    const sellerRequest = context.waitForEvent("request", (r) => r.url() === course.affiliateUrl);
    const popupPromise = page.waitForEvent("popup");
    await button.click();
    const popup = await popupPromise;
    const seller = await sellerRequest;
    expect(seller.redirectedFrom()?.url()).toMatch(new RegExp(`/go/${course.id}\\?from=detail$`));
    await popup.close();

    await page.goto("/api/auth/test-login?role=affiliate&plan=free&next=/affiliate-dashboard");
    await expect(page.getByRole("heading", { name: "Revenue Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText("Commissions are not recorded yet")).toBeVisible();
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: course.title }) });
    await expect(row).toBeVisible();
    await expect(
      page.getByRole("img", { name: /Affiliate clicks per day: \d+ clicks in total/ }),
    ).toBeVisible();
    await row.getByRole("link", { name: course.title }).click();
    await expect(page).toHaveURL(`/courses/${course.id}`);
  });

  test("a member cannot open the affiliate dashboard", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=pro&next=/affiliate-dashboard");
    await expect(page.getByRole("heading", { name: "Revenue Dashboard", level: 1 })).toBeHidden();
    expect((await page.request.get("/api/affiliate/dashboard")).status()).toBe(403);
  });
});
