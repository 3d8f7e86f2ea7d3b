// /creator-background-checker end to end: guests get links to /pricing and /signup carrying the
// current path, Premium members the upsell box, Pro members and admins run the check on a seeded
// creator; the name is required.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, featuredCourses, test } from "./fixtures";

// The failure test answers 500 on purpose; Chromium reports it as a console error, which this file
// expects (any other console error still fails, as in fixtures.ts).
test.use({ expectedErrorStatuses: [500] });

const PATH = "/creator-background-checker";
const runButton = (page: Page) => page.getByRole("button", { name: "Run background check" });

async function seededCreatorName(request: APIRequestContext): Promise<string> {
  const name = (await featuredCourses(request))[0]?.instructorName;
  if (!name) throw new Error("the catalogue is empty");
  return name;
}

async function openAs(page: Page, role: "user" | "admin", plan: "premium" | "pro", query = "") {
  await page.goto(
    `/api/auth/test-login?role=${role}&plan=${plan}&next=${encodeURIComponent(`${PATH}${query}`)}`,
  );
  await expect(page.getByRole("heading", { name: "Creator Background Checker", level: 1 })).toBeVisible();
}

test.describe("creator background checker", () => {
  test("a guest sees the prefilled name and links to pricing and sign-up that come back here", async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=Some%20Name`);
    await expect(page.getByLabel("Creator name")).toHaveValue("Some Name");
    await expect(runButton(page)).toBeDisabled();
    await expect(page.getByText("Sign in with Pro Investigator to run a background check.")).toBeVisible();
    const next = encodeURIComponent(`${PATH}?q=Some%20Name`);
    const links = page.getByRole("region", { name: "Background checks are part of Pro Investigator" });
    await expect(
      links.getByText(/\$39\/month or \$390\/year, with a 30-day money-back guarantee/),
    ).toBeVisible();
    await expect(links.getByRole("link", { name: "See plans and prices" })).toHaveAttribute(
      "href",
      `/pricing?next=${next}`,
    );
    await expect(links.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      `/signup?next=${next}`,
    );
    await expect(page.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Analyze a course URL" })).toHaveAttribute(
      "href",
      "/ai-course-analyzer",
    );
  });

  test("a premium member sees the Pro Investigator upsell", async ({ page }) => {
    await openAs(page, "user", "premium");
    await expect(runButton(page)).toBeDisabled();
    await expect(page.getByText("Creator background checks are part of Pro Investigator.")).toBeVisible();
    const upsell = page.getByRole("complementary").filter({ hasText: "Unlock background checks" });
    await expect(upsell.getByText("Pro Investigator: $39/month or $390/year")).toBeVisible();
    await expect(upsell.getByText("30-day money-back guarantee on paid plans.")).toBeVisible();
    await expect(upsell.getByRole("link", { name: "See plans and prices" })).toHaveAttribute(
      "href",
      `/pricing?next=${encodeURIComponent(PATH)}`,
    );
  });

  test("a Pro member checks a seeded creator; the name is required", async ({ page, request }) => {
    const name = await seededCreatorName(request);
    await openAs(page, "user", "pro");

    await runButton(page).click();
    await expect(page.getByText("Please enter a creator name.")).toBeVisible();
    await page.getByLabel("Creator name").fill("   ");
    await runButton(page).click();
    await expect(page.getByText("Please enter a creator name.")).toBeVisible();

    await page.getByLabel("Creator name").fill(`  ${name} `);
    const [sent] = await Promise.all([
      page.waitForRequest((req) => req.url().endsWith("/api/ai/search-creator") && req.method() === "POST"),
      runButton(page).click(),
    ]);
    expect(sent.postDataJSON()).toEqual({ name });
    const result = page.getByRole("article").filter({ has: page.getByText("Background check") });
    await expect(result.getByRole("heading", { name, level: 2 })).toBeFocused();
    await expect(result.getByText(/^(Verified Creator|Suspicious Claims|Unverified Creator)$/)).toBeVisible();
    await expect(result.getByText("Average trust score", { exact: true })).toBeVisible();
    await expect(result.getByRole("region", { name: "Legitimacy signals" })).toBeVisible();
    await expect(result.getByRole("region", { name: "Risks" })).toBeVisible();
    const sources = result.getByRole("region", { name: "Sources" });
    await expect(sources.getByRole("link").first()).toHaveAttribute("href", /^\/(creators|courses)\//);
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${encodeURIComponent(name).replace(/%20/g, "(\\+|%20)")}$`),
    );
  });

  test("an admin can run it; a failure without a server message says 'Search failed'", async ({ page }) => {
    await openAs(page, "admin", "pro", "?q=Anyone");
    await expect(runButton(page)).toBeEnabled();
    await page.route("**/api/ai/search-creator", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "upstream broke" }),
    );
    await runButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Search failed" })).toBeVisible();
  });
});
