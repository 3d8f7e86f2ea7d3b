import { expect, test } from "./fixtures";

test.describe("app shell", () => {
  test("highlights the current link and carries next on guest links", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "We check the hype so you don't have to." }),
    ).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Courses" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2F",
    );

    await page.goto("/pricing?next=x");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fpricing%3Fnext%3Dx",
    );
  });

  test("shows the 404 screen for unknown paths, and its search goes to /courses?q=", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    await page.getByRole("searchbox", { name: "Search courses" }).fill("  amazon fba  ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/courses\?q=amazon(%20|\+)fba/);
  });

  test("a guest's page load asks nothing of /api/auth/me (no request that must 401)", async ({ page }) => {
    const meCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/me") meCalls.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Sign up" }).first()).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(meCalls).toEqual([]);
  });

  test("footer carries the legal links and the copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Contact", "/contact"],
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
      ["Cookies", "/cookies"],
      ["Disclaimer", "/disclaimer"],
      ["Affiliate Disclosure", "/affiliate-disclosure"],
      ["Review Policy", "/review-policy"],
      ["Creator Agreement", "/creator-agreement"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByText("© 2026 HypeCheck")).toBeVisible();
  });

  test("dark mode is off by default and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Dark mode" }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, and closes when a link navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the page does not scroll sideways", async ({ page }) => {
    for (const path of ["/", "/login", "/signup", "/your-protection-awaits", "/nothing-here"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
