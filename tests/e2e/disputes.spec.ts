// Disputes end to end: a member disputes a review from the course page (the form's check first),
// and the review then shows the dispute as open; an admin finds it in the queue at /admin/disputes,
// starts the review and rejects it with a reason; the member reads the outcome and the reason on
// their account page, and the review no longer shows a dispute.
import { expect, signInNewUser, test, toast } from "./fixtures";
import { reviewedCourse } from "./verdict-fixtures";

test.describe("disputes", () => {
  test("a member disputes a review; an admin decides it with a reason the member reads", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const item = await reviewedCourse("Dispute");
    await signInNewUser(page, request, "disputer");

    await page.goto(`/courses/${item.courseId}?tab=reviews`);
    const review = page.getByRole("article").filter({ hasText: item.reviewText });
    await review.getByRole("button", { name: "Dispute" }).click();
    const form = review.getByRole("form", { name: "Open a dispute" });
    await form.getByRole("button", { name: "Open the dispute" }).click();
    await expect(form.getByText("Say what is wrong in at least 20 characters.")).toBeVisible();
    const reason = "This reviewer describes a different course: ours has no coaching calls at all.";
    await form.getByLabel("What is wrong, and how do you know?").fill(reason);
    await form.getByLabel("Link to evidence (optional)").fill("https://example.test/syllabus");
    await form.getByRole("button", { name: "Open the dispute" }).click();
    await expect(toast(page)).toContainText("Dispute opened");
    await expect(review.getByText(/A dispute about this review is open/)).toBeVisible();

    // The admin starts on it, then rejects it with a reason.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto(
      `/api/auth/test-login?role=admin&plan=free&next=${encodeURIComponent("/admin/disputes")}`,
    );
    await expect(adminPage.getByRole("heading", { name: "Disputes", level: 1 })).toBeVisible();
    const card = adminPage.getByRole("article", { name: new RegExp(`A review of “${item.courseTitle}”`) });
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByText("Open", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Start review" }).click();
    await expect(toast(adminPage)).toContainText("Review started");
    await expect(card.getByText("Under review", { exact: true })).toBeVisible();
    const decide = card.getByRole("form", { name: /Decide dispute/ });
    await decide.getByRole("button", { name: "Record the decision" }).click();
    await expect(decide.getByText("Choose upheld or rejected.")).toBeVisible();
    await decide.getByLabel("Decision").selectOption("rejected");
    const because = "The order records show this member bought this course and attended two calls.";
    await decide.getByLabel("Reason").fill(because);
    await decide.getByRole("button", { name: "Record the decision" }).click();
    await expect(toast(adminPage)).toContainText("Decision recorded");
    await expect(card).toHaveCount(0);
    await adminContext.close();

    // The member reads the outcome and the reason.
    await page.goto("/account");
    const mine = page.getByRole("article", { name: `Dispute: A review of “${item.courseTitle}”` });
    await expect(mine.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(mine.getByText(because)).toBeVisible();
    await expect(mine.getByText(reason)).toBeVisible();

    // A rejected dispute leaves the review as it was.
    await page.goto(`/courses/${item.courseId}?tab=reviews`);
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: item.reviewText })
        .getByText(/A dispute about this review/),
    ).toHaveCount(0);
  });
});
