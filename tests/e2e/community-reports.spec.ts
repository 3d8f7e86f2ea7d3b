// Community reports end to end: a guest reads the reports and is asked to sign in; a member files a
// report (with the form's validation messages first); another member votes on it, changes and
// withdraws the vote; an admin investigates and confirms it with a reason, and the public list shows
// it as 'Scam Confirmed', with the reason for the reporter. Each run names a creator of its own, so
// runs never collide.
import type { Browser, Page } from "@playwright/test";
import { createUser, expect, signInThroughForm, test, toast } from "./fixtures";

function uniqueCreator(): string {
  return `Fictional Hypester ${Date.now()}-${test.info().workerIndex}`;
}

async function openAs(browser: Browser, role: "admin" | "user", next: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/api/auth/test-login?role=${role}&plan=free&next=${encodeURIComponent(next)}`);
  return page;
}

const reportCard = (page: Page, creator: string) =>
  page.getByRole("article", { name: `Report about ${creator}` });

test.describe("community reports", () => {
  test("a guest reads the reports and is asked to sign in to report or vote", async ({ page }) => {
    await page.goto("/community-reports");
    await expect(page.getByRole("heading", { name: "Community Scam Reports", level: 1 })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to report" })).toHaveAttribute(
      "href",
      "/login?next=%2Fcommunity-reports",
    );
    await expect(page.getByRole("link", { name: "Sign in to vote" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Report" })).toHaveCount(0);

    // Filtering by status keeps only that status, in the address too.
    await page.getByLabel("Status").selectOption("verified");
    await expect(page).toHaveURL(/status=verified/);
    const badges = page
      .getByRole("article")
      .getByText(/^(Pending Review|Investigating|Scam Confirmed|Rejected)$/);
    await expect(badges.first()).toHaveText("Scam Confirmed");
    for (const text of await badges.allTextContents()) expect(text).toBe("Scam Confirmed");
  });

  test("a member files a report, another votes on it, an admin confirms it", async ({
    page,
    request,
    browser,
  }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    const creator = uniqueCreator();
    const user = await createUser(request, "reporter");
    await page.goto("/login?next=%2Fcommunity-reports");
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/community-reports$/);

    const form = page.getByRole("form", { name: "Report a scam" });
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByText("Please enter the creator's name.")).toBeVisible();
    await expect(form.getByText("Please choose the platform where you saw the creator.")).toBeVisible();
    await expect(form.getByText("Please choose the type of scam.")).toBeVisible();
    await expect(form.getByText("Please describe what happened.")).toBeVisible();

    await form.getByLabel("Creator name").fill(creator);
    await form.getByLabel("Platform").selectOption("Instagram");
    await form.getByLabel("Scam type").selectOption("Fake Trading Signals");
    await form.getByLabel("What happened?").fill("Too short");
    await form.getByLabel("Evidence (optional)").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByText("Please describe what happened in at least 20 characters.")).toBeVisible();
    await expect(form.getByText(/must be a full web address/)).toBeVisible();

    await form
      .getByLabel("What happened?")
      .fill("Sold a signals group promising 90% wins; every losing trade was deleted from the channel.");
    await form.getByLabel("Evidence (optional)").fill("https://example.test/signals-screenshots");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(toast(page)).toContainText("Report submitted");
    await expect(form.getByLabel("Creator name")).toHaveValue("");

    const mine = reportCard(page, creator);
    await expect(mine).toBeVisible();
    await expect(mine.getByText("Pending Review")).toBeVisible();
    await expect(mine.getByText("Your report")).toBeVisible();
    await expect(mine.getByRole("button", { name: /Helpful/ })).toHaveCount(0);

    // Another member votes: up, then down, then withdraws.
    const voter = await openAs(browser, "user", "/community-reports");
    const card = reportCard(voter, creator);
    const up = card.getByRole("button", { name: /^Helpful/ });
    const down = card.getByRole("button", { name: /^Not helpful/ });
    await expect(up).toHaveAttribute("aria-pressed", "false");
    await up.click();
    await expect(up).toHaveAttribute("aria-pressed", "true");
    await expect(up).toHaveText("1");
    await down.click();
    await expect(down).toHaveAttribute("aria-pressed", "true");
    await expect(up).toHaveAttribute("aria-pressed", "false");
    await expect(up).toHaveText("0");
    await expect(down).toHaveText("1");
    await down.click();
    await expect(down).toHaveAttribute("aria-pressed", "false");
    await expect(down).toHaveText("0");
    await up.click();
    await expect(up).toHaveText("1");
    await voter.context().close();

    // The admin investigates, then confirms.
    const admin = await openAs(browser, "admin", "/admin/community-reports");
    await expect(admin.getByRole("heading", { name: "Community reports", level: 1 })).toBeVisible();
    const adminCard = admin.getByRole("article", { name: new RegExp(`about ${creator}$`) });
    await adminCard.getByRole("button", { name: "Investigate" }).click();
    await expect(toast(admin)).toContainText("Status updated");
    await admin.getByLabel("Status").selectOption("investigating");
    await expect(adminCard.getByText("Investigating", { exact: true })).toBeVisible();
    // Confirming needs the reason the reporter reads.
    await adminCard.getByRole("button", { name: "Confirm Scam", exact: true }).click();
    const decision = adminCard.getByRole("form", { name: /^Confirm Scam: report #/ });
    await decision.getByRole("button", { name: "Confirm Scam with this reason" }).click();
    await expect(decision.getByText(/Give the reason for the decision/)).toBeVisible();
    const reason = "The channel's own posts show the deleted losing trades.";
    await decision.getByLabel("Why 'Scam Confirmed'?").fill(reason);
    await decision.getByRole("button", { name: "Confirm Scam with this reason" }).click();
    await expect(toast(admin)).toContainText("Scam Confirmed");
    await admin.getByLabel("Status").selectOption("verified");
    await expect(adminCard.getByText("Scam Confirmed", { exact: true })).toBeVisible();
    await expect(adminCard.getByRole("button", { name: "Reopen" })).toBeVisible();
    await admin.context().close();

    await page.reload();
    await expect(reportCard(page, creator).getByText("Scam Confirmed")).toBeVisible();
    // The reporter reads why.
    await expect(reportCard(page, creator).getByText(reason)).toBeVisible();
    await expect(
      reportCard(page, creator).getByText("Helpful votes:", { exact: true }).locator("xpath=.."),
    ).toHaveText("Helpful votes:1");
  });

  test("the admin screen is for admins only", async ({ browser }) => {
    const member = await openAs(browser, "user", "/admin/community-reports");
    await expect(member.getByText("Your account doesn't have access to this page.")).toBeVisible();
    await expect(member.getByRole("heading", { name: "Community reports", level: 1 })).toHaveCount(0);
    await member.context().close();
  });
});
