// Forgot password (docs/decisions/0059-account-security.md): the sign-in form links to /forgot-password;
// the answer never says whether the account exists; the e-mailed link (read from the admin outbox,
// as an admin would without SMTP) opens /reset-password, which checks the sign-up rules, sets the
// new password and sends the member to sign in. The link works once.
import {
  createUser,
  expect,
  expectSpentLink,
  linkFromOutbox,
  PASSWORD,
  signInThroughForm,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

const NEW_PASSWORD = "Amber-Canyon-Kettle-77";

test.use({ expectedErrorStatuses: [400] });

test.describe("Forgot and reset password", () => {
  test("a member asks for a link from the sign-in form, resets the password and signs in with it", async ({
    page,
    request,
  }) => {
    const user = await createUser(request, "reset");
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "If an account with a password exists",
    );
    await expect(page.getByText(/expires after 60 minutes/)).toBeVisible();

    const path = await linkFromOutbox(request, user.email, "password-reset");
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Reset password", level: 1 })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Passwords do not match.");
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    // Show/Hide reveals what was typed.
    await page.getByRole("button", { name: "Show new password" }).click();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Password reset", level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL("/login");
    await signInThroughForm(page, user.email, PASSWORD);
    await expect(toast(page)).toContainText("Invalid email or password.");
    await signInThroughForm(page, user.email, NEW_PASSWORD);
    await expect(toast(page)).toContainText("Welcome Back!");

    // The link was used: a second visit says so and offers a new one.
    await page.goto(path);
    await page.getByLabel("New password", { exact: true }).fill("Another-Fresh-Phrase-9");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Another-Fresh-Phrase-9");
    await expectSpentLink(page, {
      submit: "Set new password",
      sentence: "This reset link has expired or was already used.",
      wayBack: "Ask for a new link",
    });
  });

  test("an unknown address gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "If an account with a password exists",
    );
  });

  test("the reset page without a token points to a new link", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "needs the link from the reset e-mail",
    );
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });
});
