// /pricing and /premium-verification: the
// monthly/annual toggle with its 'Save up to 17%' badge, the three cards from the shared plan module,
// the refund rule and demo notice, paid buttons leading to /subscribe for the plan and period clicked,
// and the honest Premium Verification page with its two buttons.
import { expect, test } from "./fixtures";

test.describe("Pricing", () => {
  test("the toggle switches the cards between monthly and annual prices", async ({ page }) => {
    await page.goto("/pricing");
    const monthly = page.getByRole("button", { name: "Monthly" });
    const annual = page.getByRole("button", { name: /Annual/ });
    await expect(monthly).toHaveAttribute("aria-pressed", "true");
    await expect(annual).toContainText("Save up to 17%");
    const premium = page.getByTestId("plan-premium");
    const pro = page.getByTestId("plan-pro");
    await expect(page.getByTestId("plan-free")).toContainText("Community");
    await expect(premium).toContainText("Most Popular");
    await expect(pro).toContainText("Best Value");
    await expect(premium).toContainText("$19 / month");
    await expect(pro).toContainText("$39 / month");
    await expect(premium).toContainText("30-day money-back guarantee on paid plans");
    await expect(page.getByText("no payment is taken", { exact: false }).first()).toBeVisible();

    await annual.click();
    await expect(annual).toHaveAttribute("aria-pressed", "true");
    await expect(monthly).toHaveAttribute("aria-pressed", "false");
    await expect(premium).toContainText("$190 / year");
    await expect(premium).toContainText("Save $38 a year");
    await expect(pro).toContainText("$390 / year");
    await expect(pro).toContainText("Save $78 a year");

    await premium.getByRole("link", { name: "Choose Premium Guardian" }).click();
    await expect(page).toHaveURL("/subscribe?plan=premium&interval=annual");
    await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
    await expect(page.locator("#main-content").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent("/subscribe?plan=premium&interval=annual")}`,
    );
  });

  test("the FAQ states the timing of changes and the one refund rule", async ({ page }) => {
    await page.goto("/pricing?next=/courses");
    await page.getByText("What happens when I downgrade or cancel?").click();
    await expect(page.getByText(/take effect at the end of your current billing period/)).toBeVisible();
    await page.getByText("What is the refund policy?").click();
    await expect(page.getByText("30-day money-back guarantee on paid plans.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      `/signup?next=${encodeURIComponent("/courses")}`,
    );
    await expect(page.getByRole("link", { name: "Choose Pro Investigator" })).toHaveAttribute(
      "href",
      "/subscribe?plan=pro&interval=monthly&next=%2Fcourses",
    );
  });

  test("Premium Verification says verification is not for sale and has its two buttons", async ({ page }) => {
    await page.goto("/premium-verification");
    await expect(page.getByRole("heading", { level: 1, name: "Premium Verification" })).toBeVisible();
    await expect(page.getByText("Verification is never for sale")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Premium Verification" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("link", { name: "Manage Subscription" })).toHaveAttribute("href", "/account");
  });
});
