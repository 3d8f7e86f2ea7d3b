import {
  createUser,
  expect,
  expectSpentLink,
  linkFromOutbox,
  PASSWORD,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// A broken sign-up link answers 400 on purpose.
test.use({ expectedErrorStatuses: [400] });

test.describe("sign-up", () => {
  async function fillForm(
    page: import("@playwright/test").Page,
    values: { email: string; firstName: string; lastName: string; password: string; confirm: string },
  ) {
    await page.getByLabel("Email", { exact: true }).fill(values.email);
    await page.getByLabel("First name").fill(values.firstName);
    await page.getByLabel("Last name").fill(values.lastName);
    await page.getByLabel("Password", { exact: true }).fill(values.password);
    await page.getByLabel("Confirm password").fill(values.confirm);
    await page.getByRole("button", { name: "Create account" }).click();
  }

  test("shows each validation failure as a toast, in SPEC order", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create your free account" })).toBeVisible();
    await expect(page.getByText("5 AI quick looks a month").first()).toBeVisible();
    await expect(page.getByText("$19/month")).toBeVisible();
    const good = {
      email: uniqueEmail("invalid"),
      firstName: "Ada",
      lastName: "Lovelace",
      password: PASSWORD,
      confirm: PASSWORD,
    };

    const cases = [
      {
        values: { ...good, email: "not-an-email" },
        title: "Invalid Email",
        text: "Please enter a valid email address.",
      },
      {
        values: { ...good, firstName: "  " },
        title: "Name Required",
        text: "Please enter both first and last name.",
      },
      {
        values: { ...good, confirm: `${PASSWORD}x` },
        title: "Password Mismatch",
        text: "Passwords do not match.",
      },
      {
        values: { ...good, password: "short", confirm: "short" },
        title: "Password Too Short",
        text: "Password must be at least 8 characters long.",
      },
      {
        values: { ...good, password: "password1", confirm: "password1" },
        title: "Password Too Weak",
        text: "Choose a less common password.",
      },
    ];
    for (const { values, title, text } of cases) {
      await fillForm(page, values);
      await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
      await expect(toast(page).getByText(text)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("asks to check the e-mail; the link creates the account, signs it in and goes to next", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/sign-up?next=%2Faccount");
    await fillForm(page, {
      email,
      firstName: "Grace",
      lastName: "Hopper",
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(email);
    await expect(page.getByRole("main").getByRole("status")).toContainText("expires after 24 hours");

    await page.goto(await linkFromOutbox(request, email, "signup-confirm"));
    await expect(page.getByRole("heading", { name: "Finish signing up", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(toast(page).getByText("Account Created!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await expect(page.getByText("Grace Hopper")).toBeVisible();
    await expect(page.getByText(/AI Looks: 0\/5/)).toBeVisible();
  });

  test("answers an address that already has an account exactly like a new one", async ({ page, request }) => {
    const existing = await createUser(request, "duplicate");
    await page.goto("/signup");
    await fillForm(page, {
      email: existing.email,
      firstName: "Another",
      lastName: "Person",
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(existing.email);
    await expect(page.getByText("An account with this email already exists.")).toHaveCount(0);
  });

  test("a used or broken link says so and offers the way back", async ({ page }) => {
    await page.goto(`/confirm-signup?token=${"A".repeat(43)}`);
    await expectSpentLink(page, {
      submit: "Create my account",
      sentence: "This sign-up link has expired or was already used.",
      wayBack: "Sign up again",
    });
  });

  test("links to sign-in carrying next, and to the premium trial", async ({ page }) => {
    await page.goto("/signup?next=%2Faccount");
    await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute(
      "href",
      "/login?next=%2Faccount",
    );
    await expect(page.getByRole("link", { name: "Try Premium Guardian" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
  });
});
