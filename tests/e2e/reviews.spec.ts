// Reviews end to end: a new member reviews a course, an admin approves it on /admin/reviews, and the
// review is public on the course page; a rejected review (with its reason) comes back prefilled for
// editing; the admin screen's guard. Each test signs up its own member, so runs never collide.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { courseList, createUser, expect, signInThroughForm, test, toast } from "./fixtures";

/** The item at index, failing the test when the API returned fewer. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at index ${index}, got ${items.length} items`);
  return item;
}

async function anyCourse(request: APIRequestContext, offset: number): Promise<{ id: number; title: string }> {
  const { items } = await courseList(request, "pageSize=100&sort=featured");
  expect(items.length).toBeGreaterThan(offset);
  return at(items, offset);
}

/** An admin in a browser context of its own, on the moderation screen. */
async function openAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/reviews");
  await expect(page.getByRole("heading", { name: "Pending reviews", level: 1 })).toBeVisible();
  return page;
}

function uniqueText(label: string): string {
  return `E2E ${label} ${Date.now()}-${test.info().workerIndex}: clear modules, honest about the effort needed.`;
}

async function signInAndOpenReviews(page: Page, request: APIRequestContext, courseId: number) {
  const user = await createUser(request, "reviewer");
  await page.goto(`/login?next=${encodeURIComponent(`/courses/${courseId}`)}`);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await page.getByRole("tab", { name: /Reviews/ }).click();
  return user;
}

test.describe("reviews", () => {
  test("a member's review is moderated, then public", async ({ page, request, browser }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    const course = await anyCourse(request, 0);
    await signInAndOpenReviews(page, request, course.id);
    const panel = page.getByRole("tabpanel");

    const submit = panel.getByRole("button", { name: "Submit review" });
    await expect(submit).toBeDisabled();
    await expect(panel.getByText("Please choose a rating from 1 to 5.")).toBeVisible();

    // The star picker is a radio group: focus it and choose with the arrow keys.
    await panel.getByRole("radio", { name: "1 star", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(submit).toBeEnabled();
    await expect(panel.getByText("Please choose a rating from 1 to 5.")).toHaveCount(0);

    const textBox = panel.getByLabel("Your review (optional)");
    await textBox.fill("Too short to count.");
    await expect(panel.getByText("19 characters: 11 more needed.")).toBeVisible();
    await submit.click();
    await expect(panel.getByText(/A review must be at least 30 characters\./)).toBeVisible();

    const text = uniqueText("approve");
    await textBox.fill(text);
    await panel.getByLabel("Proof of enrolment link (optional)").fill("https://example.com/receipt/123");
    await submit.click();
    await expect(toast(page).getByText("Review submitted", { exact: true })).toBeVisible();
    await expect(
      toast(page).getByText("Your review has been submitted for moderation and will appear once approved."),
    ).toBeVisible();
    await expect(panel.getByText(/awaiting moderation/)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Submit review" })).toHaveCount(0);

    const admin = await openAdmin(browser);
    const card = admin.getByRole("article").filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { name: course.title })).toBeVisible();
    await expect(card.getByText("4★")).toBeVisible();
    await expect(card.getByRole("link", { name: "View Course" })).toHaveAttribute(
      "href",
      `/courses/${course.id}`,
    );
    await expect(
      card.getByRole("link", { name: /Proof: https:\/\/example\.com\/receipt\/123/ }),
    ).toBeVisible();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByRole("article").filter({ hasText: text })).toHaveCount(0);
    await admin.context().close();

    // Public for everyone, guests included.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/courses/${course.id}#reviews`);
    await expect(guestPage.getByRole("tabpanel").getByText(text)).toBeVisible();
    await guest.close();

    await page.reload();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("tabpanel").getByText("Your review is published.")).toBeVisible();
  });

  test("a rejected review comes back prefilled to edit and send again", async ({
    page,
    request,
    browser,
  }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    const course = await anyCourse(request, 1);
    await signInAndOpenReviews(page, request, course.id);
    const panel = page.getByRole("tabpanel");
    // A pointer user clicks the star itself (the label of the visually hidden radio).
    await panel.locator("label").filter({ hasText: "2 stars" }).click();
    await expect(panel.getByRole("radio", { name: "2 stars" })).toBeChecked();
    const text = uniqueText("reject");
    await panel.getByLabel("Your review (optional)").fill(text);
    await panel.getByRole("button", { name: "Submit review" }).click();
    await expect(panel.getByText(/awaiting moderation/)).toBeVisible();

    const admin = await openAdmin(browser);
    const card = admin.getByRole("article").filter({ hasText: text });
    // A rejection needs a reason from the list; the author sees it with the note.
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(card.getByText("Choose why the review is rejected.")).toBeVisible();
    await card.getByLabel("Reason to reject").selectOption({ label: "Not about this course" });
    await card.getByLabel("Note to the author (optional)").fill("It describes a different course.");
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(admin.getByRole("article").filter({ hasText: text })).toHaveCount(0);

    await page.reload();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(panel.getByText(/did not approve your review/)).toBeVisible();
    await expect(panel.getByText("Not about this course")).toBeVisible();
    await expect(panel.getByText(/It describes a different course\./)).toBeVisible();
    await expect(panel.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await expect(panel.getByLabel("Your review (optional)")).toHaveValue(text);
    const edited = `${text} Edited after moderation.`;
    await panel.getByLabel("Your review (optional)").fill(edited);
    await panel.getByRole("button", { name: "Resubmit review" }).click();
    await expect(toast(page).getByText("Review submitted", { exact: true })).toBeVisible();
    await expect(panel.getByText(/awaiting moderation/)).toBeVisible();

    await admin.reload();
    const again = admin.getByRole("article").filter({ hasText: edited });
    await expect(again.getByText("Resubmitted after rejection")).toBeVisible();
    await again.getByLabel("Reason to reject").selectOption("duplicate");
    await again.getByRole("button", { name: "Reject" }).click();
    await expect(admin.getByRole("article").filter({ hasText: edited })).toHaveCount(0);
    await admin.context().close();
  });

  test("the moderation screen is for admins only", async ({ page, request }) => {
    await page.goto("/admin/reviews");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Freviews$/);

    const user = await createUser(request, "not-admin");
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(page.getByText("Admin access required.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  });

  test("the moderation screen links home and to each course", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/reviews");
    await expect(page.getByRole("heading", { name: "Pending reviews", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("article").first().or(page.getByText("No pending reviews 🎉"))).toBeVisible();
  });
});
