// The AI Quick Look on course cards: a guest's
// answers and then, past the 3 free looks, 'Sign in for AI analysis'; a free member past the monthly
// quota gets 'Free limit reached'; an answer quotes the findings it rests on. Every test has its own
// browser context, so its own visitor cookie, and members are created per test.
import type { Locator, Page } from "@playwright/test";
import type { QuickLook } from "../../src/shared/contracts/ai";
import type { CourseSummary } from "../../src/shared/contracts/catalog";
import { courseList, expect, signInNewUser, test } from "./fixtures";

const FREE_LOOKS_PER_MONTH = 5;

function cards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

function quickLookButton(card: Locator): Locator {
  return card.getByRole("button", { name: /^AI Quick Look/ });
}

/** The answer is in: risk badge and the looks counter. */
async function expectAnswer(card: Locator): Promise<void> {
  await expect(card.getByText(/^(Low|Medium|High) risk$/)).toBeVisible();
  await expect(card.getByText(/^Quick looks used: \d+\/(\d+|∞)$/)).toBeVisible();
}

test.describe("AI Quick Look", () => {
  test("a guest gets 3 answers, then 'Sign in for AI analysis'", async ({ page }) => {
    await page.goto("/courses?sort=rating");
    await expect(cards(page)).toHaveCount(24);

    for (let index = 0; index < 3; index++) {
      const card = cards(page).nth(index);
      const button = quickLookButton(card);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expectAnswer(card);
      await expect(card.getByText(`Quick looks used: ${index + 1}/3`)).toBeVisible();
    }

    const fourth = cards(page).nth(3);
    await quickLookButton(fourth).click();
    await expect(fourth.getByText("Sign in for AI analysis", { exact: true })).toBeVisible();
    await expect(fourth.getByText("Create a free account to unlock detailed course insights.")).toBeVisible();
    await expect(fourth.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      `/signup?next=${encodeURIComponent("/courses?sort=rating")}`,
    );

    // Closing and reopening an answered card shows the same answer without spending a look.
    const first = cards(page).first();
    await quickLookButton(first).click();
    await expect(quickLookButton(first)).toHaveAttribute("aria-expanded", "false");
    await expect(first.getByText(/^Quick looks used/)).toHaveCount(0);
    await quickLookButton(first).click();
    await expect(first.getByText("Quick looks used: 1/3")).toBeVisible();
  });

  test("the button works from the keyboard and the answer is announced", async ({ page }) => {
    await page.goto("/courses");
    const card = cards(page).first();
    await quickLookButton(card).focus();
    await page.keyboard.press("Enter");
    const region = card.locator("[aria-live=polite]");
    await expect(region).toHaveAttribute(
      "id",
      (await quickLookButton(card).getAttribute("aria-controls")) ?? "",
    );
    await expectAnswer(region);
  });

  test("a free member past the monthly quota sees 'Free limit reached'", async ({ page, request }) => {
    // Sign in within the page's own cookie jar, then spend the month's looks through the API.
    await signInNewUser(page, request, "quicklook");
    const courses = (await courseList(page.request, "pageSize=24&sort=reviews")).items;
    for (let index = 0; index < FREE_LOOKS_PER_MONTH; index++) {
      const spent = await page.request.post("/api/ai/analyze-course", {
        data: { courseId: courses[index]?.id, detail: false },
      });
      expect(spent.status(), await spent.text()).toBe(200);
    }

    await page.goto("/courses?sort=reviews");
    const card = cards(page).nth(FREE_LOOKS_PER_MONTH);
    await quickLookButton(card).click();
    await expect(card.getByText("Free limit reached", { exact: true })).toBeVisible();
    await expect(
      card.getByText("You've used your free quick looks. Upgrade for unlimited analysis."),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");

    // The Overview tab's meter agrees: a full bar.
    await page.goto(`/courses/${courses[0]?.id}`);
    await expect(
      page.getByText(`AI quick looks this month: ${FREE_LOOKS_PER_MONTH}/${FREE_LOOKS_PER_MONTH}`),
    ).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      String(FREE_LOOKS_PER_MONTH),
    );
  });

  test("an answer quotes the findings it rests on", async ({ page, request }) => {
    // The lowest-scored courses carry the most hype; the API (its own visitor) says what it cites.
    const courses = (await courseList(request, "pageSize=100&sort=rating")).items;
    const hyped = courses
      .filter((course) => course.trustScore !== null)
      .sort((a, b) => (a.trustScore ?? 0) - (b.trustScore ?? 0));
    let course: CourseSummary | undefined;
    let expected: QuickLook | undefined;
    for (const candidate of hyped.slice(0, 30)) {
      // Only a course with findings on record can be cited (and a guest has 3 looks).
      const trust = await request.get(`/api/courses/${candidate.id}/trust`);
      const findings = ((await trust.json()) as { findings: { redFlags: unknown[] } }).findings;
      if (findings.redFlags.length === 0) continue;
      const response = await request.post("/api/ai/analyze-course", {
        data: { courseId: candidate.id, detail: false },
      });
      expect(response.status(), await response.text()).toBe(200);
      const body = (await response.json()) as QuickLook;
      if (body.citations.length > 0) {
        course = candidate;
        expected = body;
        break;
      }
    }
    if (!course || !expected) throw new Error("no course among the lowest-scored thirty has a cited finding");

    await page.goto(`/courses?q=${encodeURIComponent(course.title)}`);
    const card = cards(page).filter({ has: page.getByRole("heading", { name: course.title, exact: true }) });
    await quickLookButton(card).click();
    await expectAnswer(card);
    await expect(card.getByText(expected.answer)).toBeVisible();
    // Up to 3 cited phrases, each quoted once, with its category label.
    const seen = new Set<string>();
    const phrases = expected.citations
      .filter((citation) => {
        const key = citation.phrase.trim().toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, 3);
    await expect(card.locator("q")).toHaveText(phrases.map((citation) => citation.phrase));
    for (const citation of phrases) {
      await expect(card.getByRole("listitem").filter({ hasText: citation.phrase }).first()).toContainText(
        citation.label,
      );
    }
  });
});
