// Demo billing end to end: a free member subscribes to Premium on
// /subscribe, lands on /account with Premium active and the header's 'AI Looks' quota at 50; cancels
// through the confirmation dialog and sees the end date with 'Keep my plan', which undoes it. Each
// test signs in a member created for it.
import { expect, signInNewUser, test, toast } from "./fixtures";

test.describe("Subscribe and manage the plan", () => {
  test("a free member subscribes to Premium, cancels, and keeps the plan", async ({ page, request }) => {
    await signInNewUser(page, request, "billing");
    await page.goto("/subscribe?plan=premium&interval=monthly");
    await expect(page.getByText("AI Looks: 0/5")).toBeVisible();
    await expect(page.getByText("No payment is taken in demo mode.")).toBeVisible();
    await expect(page.getByTestId("change-preview")).toContainText("Takes effect now.");
    await page.getByRole("button", { name: "Confirm change" }).click();

    await expect(page).toHaveURL("/account");
    await expect(toast(page)).toContainText("Premium Guardian (monthly) is active now.");
    await expect(page.getByTestId("current-plan")).toHaveText("Premium Guardian");
    await expect(page.getByTestId("plan-status")).toHaveText("Active");
    await expect(page.getByText("Renews on")).toBeVisible();
    await expect(page.getByText("AI Looks: 0/50")).toBeVisible();
    await expect(page.getByText("0 of 50 used")).toBeVisible();
    await expect(page.getByTestId("billing-history")).toContainText("Changed to Premium Guardian (monthly)");
    await expect(page.getByTestId("billing-history")).toContainText("$19.00 (not charged: demo)");

    await page.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Premium Guardian?" });
    await expect(dialog).toContainText("You keep Premium Guardian and all its features until");
    await dialog.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("plan-status")).toHaveText("Canceled");
    await expect(page.getByTestId("pending-change")).toContainText(
      "Your plan is canceled. You keep Premium Guardian until",
    );
    await expect(page.getByText("Ends on")).toBeVisible();
    // Features stay until the end date: the quota is still Premium's.
    await expect(page.getByText("AI Looks: 0/50")).toBeVisible();

    await page.getByRole("button", { name: "Keep my plan" }).click();
    await expect(page.getByTestId("plan-status")).toHaveText("Active");
    await expect(page.getByTestId("pending-change")).toBeHidden();
    await expect(page.getByText("Renews on")).toBeVisible();
  });

  test("a lifetime member sees why the plan cannot change", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=lifetime&next=/account");
    await expect(page.getByTestId("current-plan")).toHaveText("Pro Investigator");
    await expect(page.getByTestId("plan-status")).toHaveText("Lifetime");
    await expect(page.getByText("Lifetime members hold Pro Investigator for good")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm change" })).toHaveCount(0);
  });
});
