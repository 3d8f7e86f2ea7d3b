// The course detail page: facts, Trust Score with its breakdown, verification, the View Course link
// with its disclosure, the tabs, related courses, the old /course/{id} address and the not-found state.
import type { APIRequestContext } from "@playwright/test";
import type { CourseTrust } from "../../src/shared/contracts/analysis";
import type { CourseDetail } from "../../src/shared/contracts/catalog";
import { RISK_LABELS } from "../../src/shared/domain/trust-bands";
import { courseList, expect, renderInBrowser, test } from "./fixtures";

/** The item at index, failing the test when the API returned fewer. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at index ${index}, got ${items.length} items`);
  return item;
}

/** A course from the API, preferring one with an affiliate link (the disclosure is then checked too). */
async function pickCourse(request: APIRequestContext): Promise<CourseDetail> {
  const { items } = await courseList(request, "pageSize=100");
  expect(items.length).toBeGreaterThan(0);
  const chosen = items.find((item) => item.affiliateUrl !== null) ?? at(items, 0);
  const detail = await request.get(`/api/courses/${chosen.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as CourseDetail;
}

test.describe("course detail", () => {
  test("shows the course, its score, the View Course link and the tabs", async ({ page, request }) => {
    const course = await pickCourse(request);
    await page.goto(`/courses/${course.id}`);

    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page).toHaveTitle(course.title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
    await expect(crumbs.getByRole("link", { name: course.categoryName })).toHaveAttribute(
      "href",
      `/courses?category=${course.categorySlug}`,
    );
    await expect(crumbs.getByText(course.title)).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`by ${course.instructorName}`, { exact: true }).first()).toBeVisible();

    const summary = page.getByRole("complementary", { name: "Course summary" });
    if (course.trustScore === null) {
      await expect(summary.getByText("Not scored yet")).toBeVisible();
    } else {
      await expect(summary.getByText(`${course.trustScore}%`, { exact: true })).toBeVisible();
    }
    for (const label of ["Rating", "Students", "Level", "Duration", "Price"]) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    }

    const viewCourse = summary.getByRole("link", { name: /^View Course/ });
    const affiliate = course.affiliateUrl !== null && course.url === course.affiliateUrl;
    // An affiliate link goes through the click-counting redirect, which sends the visitor on.
    await expect(viewCourse).toHaveAttribute("href", affiliate ? `/go/${course.id}?from=detail` : course.url);
    await expect(viewCourse).toHaveAttribute("target", "_blank");
    if (affiliate) {
      await expect(viewCourse).toHaveAttribute("rel", "noopener noreferrer sponsored");
      await expect(summary.getByText(/We may earn a commission/)).toBeVisible();
      await expect(summary.getByRole("link", { name: "Affiliate disclosure" })).toHaveAttribute(
        "href",
        "/affiliate-disclosure",
      );
    } else {
      await expect(viewCourse).toHaveAttribute("rel", "noopener noreferrer");
    }
    // Guests see the sign-up call to action, carrying them back here.
    await expect(summary.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      `/signup?next=${encodeURIComponent(`/courses/${course.id}`)}`,
    );

    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "false");
    const overview = page.getByRole("tabpanel");
    await expect(overview.getByRole("heading", { name: "How the Trust Score was worked out" })).toBeVisible();
    if (course.trustBreakdown) {
      for (const factor of course.trustBreakdown.factors) {
        await expect(overview.getByRole("heading", { name: factor.label, exact: true })).toBeVisible();
      }
    } else {
      await expect(overview.getByText("Not scored yet.")).toBeVisible();
    }
    await expect(overview.getByRole("heading", { name: "Verification" })).toBeVisible();
    await expect(overview.getByRole("heading", { name: "Income claims vs. student outcomes" })).toBeVisible();

    await page.getByRole("tab", { name: /Reviews/ }).click();
    const reviews = page.getByRole("tabpanel");
    await expect(reviews.getByRole("heading", { name: "What members say" })).toBeVisible();
    await expect(reviews.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/courses/${course.id}`)}`,
    );
    await expect(reviews.getByRole("button", { name: "Submit review" })).toHaveCount(0);

    const related = page.getByRole("region", { name: "Related Courses" });
    await expect(
      related.getByRole("article").first().or(related.getByText("No related courses found.")),
    ).toBeVisible();
  });

  test("one verdict: the risk level once, and no 'no red flags' beside findings", async ({
    page,
    request,
  }) => {
    // A course whose findings hold red flags (the seeded catalogue has them).
    const { items } = await courseList(request, "pageSize=100");
    let chosen: { id: number; verdict: CourseTrust["verdict"] } | null = null;
    for (const item of items) {
      const trust = (await (await request.get(`/api/courses/${item.id}/trust`)).json()) as CourseTrust;
      if (trust.verdict.findings.redFlags.length > 0) {
        chosen = { id: item.id, verdict: trust.verdict };
        break;
      }
    }
    if (chosen === null) throw new Error("expected a seeded course with red flags");
    await page.goto(`/courses/${chosen.id}`);

    const summary = page.getByRole("complementary", { name: "Course summary" });
    await expect(summary.getByText(chosen.verdict.headline)).toBeVisible();
    const riskWords = /^(Low|Medium|High) risk$/;
    await expect(page.getByText(riskWords)).toHaveCount(1);
    await expect(page.getByText(riskWords)).toHaveText(RISK_LABELS[chosen.verdict.riskLevel]);

    const overview = page.getByRole("tabpanel");
    await expect(
      overview.getByRole("heading", { name: `Red flags: ${chosen.verdict.redFlagCount} found` }),
    ).toBeVisible();
    await expect(overview.getByText(/No red flags recorded/)).toHaveCount(0);
    const first = chosen.verdict.findings.redFlags[0]!;
    await expect(overview.getByText(`${first.label} (${first.severity}): “${first.phrase}”`)).toBeVisible();
  });

  test("the tabs work from the keyboard", async ({ page, request }) => {
    const course = await pickCourse(request);
    await page.goto(`/courses/${course.id}`);
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "AI Insights" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: /Reviews/ })).toBeFocused();
    await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "What members say" })).toBeVisible();
  });

  test("the old /course/{id} address redirects to /courses/{id}", async ({ page, request }) => {
    const course = await pickCourse(request);
    await page.goto(`/course/${course.id}`);
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  });

  test("an unknown course says so and offers Browse Courses", async ({ page }) => {
    await page.goto("/courses/2147483000");
    await expect(page.getByRole("heading", { name: "Course not found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);

    await page.goto("/courses/not-a-number");
    await expect(page.getByRole("heading", { name: "Course not found" })).toBeVisible();
  });

  test("a failed load says so, with Browse Courses and Try Again", async ({ page, request }) => {
    const course = await pickCourse(request);
    let fail = true;
    await page.route(`**/api/courses/${course.id}`, async (route) => {
      if (!fail) return route.continue();
      await route.fulfill({ status: 429, contentType: "application/json", body: '{"error":"Slow down."}' });
    });
    await renderInBrowser(page);
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { name: "Failed to load course" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  });
});
