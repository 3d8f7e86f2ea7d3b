// The fake-guru quiz end to end: a member answers five questions (each locked and marked at once,
// with its explanation and red flags), sees the server's results and earns the 5 points once; a
// retake asks other questions and is not counted again; the leaderboard then shows the points. A
// guest can take it and is asked to sign in to save.
import type { Page } from "@playwright/test";
import type { QuizQuestion as Question, QuizResponse } from "../../src/shared/contracts/quiz";
import { expect, renderInBrowser, signInNewUser, test } from "./fixtures";

/**
 * Opens the quiz and returns the questions the page was given, in order. The page asks the API
 * itself (a guest's first visit arrives rendered by the server, with its questions inside).
 */
async function openQuiz(page: Page): Promise<Question[]> {
  await renderInBrowser(page);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/quiz");
  await page.goto("/interactive-quiz");
  const body = (await (await response).json()) as QuizResponse;
  return body.questions;
}

function optionButtons(page: Page, question: Question) {
  return page.getByRole("list", { name: question.question }).getByRole("button");
}

/** Answers questions from `from` on (right ones per `right`), then clicks See Results. */
async function answerAll(page: Page, questions: Question[], right: (index: number) => boolean, from = 0) {
  for (const [index, question] of questions.entries()) {
    if (index < from) continue;
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible();
    const pick = right(index) ? question.correctAnswer : (question.correctAnswer + 1) % 4;
    await optionButtons(page, question).nth(pick).click();
    const next = page.getByRole("button", { name: index === 4 ? "See Results" : "Next Question" });
    await next.click();
  }
}

test.describe("Fake Guru Detection Quiz", () => {
  test("a member answers, sees locked and marked answers, gets results and the points once", async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, "quiz");

    const questions = await openQuiz(page);
    expect(questions).toHaveLength(5);
    await expect(page.getByRole("heading", { name: "Fake Guru Detection Quiz", level: 1 })).toBeVisible();
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    await expect(page.getByText("Difficulty: Easy")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    const next = page.getByRole("button", { name: "Next Question" });
    await expect(next).toBeDisabled();

    // Question 1: the right answer, marked in words as well as colour; every option locks.
    const first = questions[0]!;
    const firstOptions = optionButtons(page, first);
    await expect(firstOptions).toHaveCount(4);
    await firstOptions.nth(first.correctAnswer).click();
    for (let i = 0; i < 4; i += 1) await expect(firstOptions.nth(i)).toBeDisabled();
    await expect(firstOptions.nth(first.correctAnswer)).toHaveAttribute("data-state", "right");
    await expect(firstOptions.nth(first.correctAnswer)).toContainText("Correct");
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Red Flags to Remember" })).toBeVisible();
    await expect(page.getByText(first.redFlags[0]!, { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    await next.click();

    // Question 2: a wrong pick is red and says so; the right option is shown too.
    const second = questions[1]!;
    await expect(page.getByText("Question 2 of 5")).toBeVisible();
    const wrong = (second.correctAnswer + 1) % 4;
    const secondOptions = optionButtons(page, second);
    await secondOptions.nth(wrong).click();
    await expect(secondOptions.nth(wrong)).toHaveAttribute("data-state", "wrong");
    await expect(secondOptions.nth(wrong)).toContainText("Your answer");
    await expect(secondOptions.nth(second.correctAnswer)).toHaveAttribute("data-state", "right");
    await expect(secondOptions.nth(second.correctAnswer)).toContainText("Right answer");
    await expect(page.getByText("Not quite.")).toBeVisible();
    // Locked: another click changes nothing.
    await expect(secondOptions.nth(second.correctAnswer)).toBeDisabled();
    await next.click();

    // Questions 3-5 right, then See Results: 4/5 is 80%, Low Risk (the boundary).
    await answerAll(page, questions, () => true, 2);
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(page.getByText("Score: 80%", { exact: true })).toBeVisible();
    await expect(page.getByText("4/5 correct")).toBeVisible();
    await expect(page.getByText("Low Risk")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Areas to Improve" })).toBeVisible();
    await expect(page.getByText(second.redFlags[0]!, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    await expect(page.getByText("+5 points added to your leaderboard total")).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/scam-prevention-guide",
    );

    // Retake: everything resets, another set of questions; finishing again adds nothing.
    const retake = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/quiz");
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    const again = ((await (await retake).json()) as QuizResponse).questions;
    expect(again.map((q) => q.id)).not.toEqual(questions.map((q) => q.id));
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await answerAll(page, again, () => false);
    await expect(page.getByText("Score: 0%", { exact: true })).toBeVisible();
    await expect(page.getByText("0/5 correct")).toBeVisible();
    await expect(page.getByText("High Risk")).toBeVisible();
    await expect(page.getByText(/Quiz completion already counted/)).toBeVisible();

    // The leaderboard shows the member's 5 points and the completion.
    await page.getByRole("link", { name: "View leaderboard" }).click();
    await expect(page).toHaveURL("/leaderboard");
    const stats = page.getByTestId("own-stats");
    await expect(stats.getByText("5 points", { exact: true })).toBeVisible();
    await expect(stats.getByText("Quiz completions")).toBeVisible();
    await expect(stats.locator("dd").nth(3)).toHaveText("1");
    await expect(stats.getByText("45 points to Silver (50 points).")).toBeVisible();
  });

  test("a guest takes the quiz and is asked to sign in to save results and earn points", async ({ page }) => {
    const questions = await openQuiz(page);
    await answerAll(page, questions, (index) => index < 3);
    await expect(page.getByText("Score: 60%", { exact: true })).toBeVisible();
    await expect(page.getByText("3/5 correct")).toBeVisible();
    await expect(page.getByText("Medium Risk")).toBeVisible();
    const signIn = page.getByRole("link", { name: "Sign in to save results and earn points" });
    await expect(signIn).toHaveAttribute("href", `/login?next=${encodeURIComponent("/interactive-quiz")}`);
  });
});
