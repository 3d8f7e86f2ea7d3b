import { createUser, expect, signInThroughForm, test, toast } from "./fixtures";

test.describe("sign-in", () => {
  test("asks for both fields", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(toast(page).getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("Please fill in all fields.")).toBeVisible();
  });

  test("refuses a wrong password, then signs in with the right one", async ({ page, request }) => {
    const user = await createUser(request, "login");
    await page.goto("/signin");
    await signInThroughForm(page, user.email, "not-the-password");
    await expect(toast(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("Invalid email or password.")).toBeVisible();

    await signInThroughForm(page, user.email, user.password);
    await expect(toast(page).getByText("Welcome Back!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: /Casey/ })).toBeVisible();
    await expect(page.getByText(/AI Looks: \d+\/5/)).toBeVisible();
  });

  test("after too many failures the form says when to try again", async ({ page, request }) => {
    const user = await createUser(request, "lockout");
    // Ten failures lock the account (docs/security.md "Sign-in limits"); made through the API to save time.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await request.post("/api/auth/login", {
        data: { email: user.email, password: "wrong-guess" },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto("/login");
    await signInThroughForm(page, user.email, user.password);
    await expect(toast(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(
      toast(page).getByText(/Too many sign-in attempts\. Try again in \d+ minutes?\./),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(/Try again in \d+ minutes?\./);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(/You can try again after/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs out with a toast", async ({ page, request }) => {
    const user = await createUser(request, "logout");
    await page.goto("/sign-in");
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(toast(page).getByText("Signed out", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("You've been signed out successfully.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
    await expect(page.getByText(/AI Looks:/)).toHaveCount(0);
  });

  test("sends a guest from /account to sign-in and back after signing in", async ({ page, request }) => {
    const user = await createUser(request, "guard");
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("main").getByText(user.email)).toBeVisible();
    await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();
  });

  test("sends a signed-in visitor away from the auth pages", async ({ page, request }) => {
    const user = await createUser(request, "already");
    await page.goto("/login");
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/your-protection-awaits");
    await expect(page).toHaveURL(/\/$/);
  });

  test("offers test logins that sign in as each role", async ({ page }) => {
    await page.goto("/login?next=%2Faccount");
    await page.getByRole("button", { name: "Test login: Admin" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("definition").filter({ hasText: /^Admin$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "AI Usage" })).toHaveAttribute("href", "/admin/ai-usage");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(toast(page).getByText("Signed out", { exact: true })).toBeVisible();
    await page.goto("/login?next=%2Faccount");
    await page.getByRole("button", { name: "Test login: User" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText("Member", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "AI Usage" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Test login: Affiliate" })).toHaveCount(0);
  });

  test("the marketing sign-in page shows live figures and links to sign-in and sign-up", async ({ page }) => {
    await page.goto("/enhanced-login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log In Securely" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByText("Members signed up")).toBeVisible();
    await expect(page.getByText("Courses reviewed")).toBeVisible();
    await expect(page.getByText("Your data is never sold.")).toBeVisible();
  });
});
