// The right of reply end to end: an admin finds a member by e-mail on the creator's editor page and
// links them to the creator, saying how the identity was checked; that member, signed in, replies to
// a review of the creator's course, then edits the reply; the reply shows beneath the review, for
// guests too, and other members get no Reply button.
import { createUser, expect, signInByApi, test, toast } from "./fixtures";
import { reviewedCourse } from "./verdict-fixtures";

test.describe("right of reply", () => {
  test("an admin links a member to a creator, who replies beneath a review of their course", async ({
    page,
    browser,
    request,
  }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    test.setTimeout(90_000);
    const item = await reviewedCourse("Reply");
    const creatorUser = await createUser(request, "creator");

    // The admin links the member to the creator from the creator's editor page.
    await page.goto(
      `/api/auth/test-login?role=admin&plan=free&next=${encodeURIComponent(`/admin/catalog/creators/${item.creatorId}`)}`,
    );
    await expect(page.getByRole("heading", { name: item.creatorName, level: 1 })).toBeVisible();
    const find = page.getByRole("form", { name: "Find a member" });
    await find.getByLabel("Member's e-mail address").fill("nobody-here@example.test");
    await find.getByRole("button", { name: "Find the member" }).click();
    await expect(find.getByText("No account uses that e-mail address.")).toBeVisible();
    await find.getByLabel("Member's e-mail address").fill(creatorUser.email);
    await find.getByRole("button", { name: "Find the member" }).click();
    const link = page.getByRole("form", { name: "Link the account" });
    await link.getByRole("button", { name: "Link the account" }).click();
    await expect(link.getByText(/Say how you checked who they are/)).toBeVisible();
    await link
      .getByLabel("How did you check who they are?")
      .fill("Video call: they showed ID and logged in to the creator's channel.");
    await link.getByRole("button", { name: "Link the account" }).click();
    await expect(toast(page)).toContainText("Account linked");
    await expect(page.getByText(creatorUser.email)).toBeVisible();
    await expect(page.getByRole("form", { name: "Unlink the account" })).toBeVisible();
    // The audit keeps how the identity was checked.
    await expect(page.getByText("Video call: they showed ID", { exact: false }).first()).toBeVisible();
    // The e-mail address never went into an address.
    expect(page.url()).not.toContain(encodeURIComponent(creatorUser.email));

    // The member, signed in, replies to the review.
    const context = await browser.newContext();
    const creatorPage = await context.newPage();
    await signInByApi(creatorPage, creatorUser.email, creatorUser.password);
    await creatorPage.goto(`/courses/${item.courseId}?tab=reviews`);
    const review = creatorPage.getByRole("article").filter({ hasText: item.reviewText });
    await review.getByRole("button", { name: "Reply", exact: true }).click();
    const form = review.getByRole("form", { name: "Your reply" });
    await form.getByRole("button", { name: "Publish reply" }).click();
    await expect(form.getByText("A reply must be at least 10 characters.")).toBeVisible();
    const reply = "Thanks for saying so. The coaching calls now run every Tuesday; write to us for a refund.";
    await form.getByLabel("Your reply as the creator").fill(reply);
    await form.getByRole("button", { name: "Publish reply" }).click();
    await expect(toast(creatorPage)).toContainText("Reply published");
    await expect(review.getByText(`Reply from ${item.creatorName}`)).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();

    // A second reply edits the first: one reply beneath the review.
    await review.getByRole("button", { name: "Edit reply" }).click();
    const edited = `${reply} Updated: the first call is booked.`;
    await review.getByLabel("Your reply as the creator").fill(edited);
    await review.getByRole("button", { name: "Save reply" }).click();
    await expect(toast(creatorPage)).toContainText("Reply updated");
    await expect(review.getByText(edited)).toBeVisible();
    await expect(review.getByText(/^Reply from /)).toHaveCount(1);
    // Speaking for the creator, they answer reviews of the course but do not write one.
    await expect(creatorPage.getByText(`You speak for ${item.creatorName} on HypeCheck`)).toBeVisible();
    await expect(creatorPage.getByRole("button", { name: "Submit review" })).toHaveCount(0);
    await context.close();

    // A guest reads the reply beneath the review; another member may dispute but not reply.
    const guest = await browser.newPage();
    await guest.goto(`/courses/${item.courseId}?tab=reviews`);
    const seen = guest.getByRole("article").filter({ hasText: item.reviewText });
    await expect(seen.getByText(edited)).toBeVisible();
    await expect(seen.getByRole("button", { name: "Reply", exact: true })).toHaveCount(0);
    await guest.close();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(
      `/api/auth/test-login?role=user&plan=free&next=${encodeURIComponent(`/courses/${item.courseId}?tab=reviews`)}`,
    );
    const theirs = otherPage.getByRole("article").filter({ hasText: item.reviewText });
    await expect(theirs.getByRole("button", { name: "Dispute" })).toBeVisible();
    await expect(theirs.getByRole("button", { name: "Reply", exact: true })).toHaveCount(0);
    await other.close();
  });
});
