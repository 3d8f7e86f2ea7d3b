// The /account security section: change password (wrong current password refused; other
// devices signed out, this one kept) and delete account (password confirmation, then / with a toast,
// and the account is gone). Demo accounts are told they have no password.
import { createUser, expect, PASSWORD, signInByApi, test, toast } from "./fixtures";

const NEW_PASSWORD = "Violet-Meadow-Anchor-58";

test.use({ expectedErrorStatuses: [400] });

test.describe("Account security", () => {
  test("a member changes the password; other devices are signed out", async ({
    page,
    request,
    playwright,
  }) => {
    const user = await createUser(request, "change-pw");
    await signInByApi(page, user.email, user.password);
    // Another device, signed in too.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const otherLogin = await other.post("/api/auth/login", {
      data: { email: user.email, password: PASSWORD },
    });
    expect(otherLogin.ok()).toBe(true);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.getByLabel("Current password", { exact: true }).fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Current password is incorrect.");

    await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Password changed");
    await expect(page.getByLabel("Current password", { exact: true })).toHaveValue("");

    expect((await other.get("/api/auth/me")).status()).toBe(401);
    await other.dispose();
    // This browser stays signed in.
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    const fresh = await request.post("/api/auth/login", {
      data: { email: user.email, password: NEW_PASSWORD },
    });
    expect(fresh.ok()).toBe(true);
  });

  test("a member deletes the account after confirming with the password", async ({ page, request }) => {
    const user = await createUser(request, "delete");
    await signInByApi(page, user.email, user.password);
    await page.goto("/account");
    await page.getByRole("button", { name: "Delete account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Password is incorrect.");
    // Escape closes it without deleting anything.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete account…" }).click();
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page)).toContainText("Account deleted");
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    const again = await request.post("/api/auth/login", {
      data: { email: user.email, password: user.password },
    });
    expect(again.status()).toBe(401);
  });

  test("a demo account is told it has no password", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=premium&next=/account");
    await expect(page.getByText("This is a demo account: it has no password to change.")).toBeVisible();
    await page.getByRole("button", { name: "Delete account…" }).click();
    await expect(page.getByLabel("Type DELETE to confirm")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
