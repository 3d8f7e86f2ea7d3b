// The AI Insights tab: a member generates the full
// report, the button becomes 'Regenerate', a later visit gets the cached report (marked, free), and
// a forced refresh past the weekly quota says so; a guest's click goes to sign in; the trust factors
// are a chart and the seller's copy has the detector's findings highlighted. Each test uses a course
// of its own near the end of the catalogue and a member created for it, so report caches and weekly
// quotas never collide between tests.
import type { APIRequestContext, Page } from "@playwright/test";
import type { CourseTrust } from "../../src/shared/contracts/analysis";
import type { CourseSummary } from "../../src/shared/contracts/catalog";
import { courseList, expect, signInNewUser, test } from "./fixtures";

const REPORTS_USED_UP =
  "You've used this week's full AI reports. A report already generated is free to read.";

/** The course `fromEnd` places before the end of the first 100 (other specs take the first ones). */
async function courseFromEnd(request: APIRequestContext, fromEnd: number): Promise<CourseSummary> {
  const { items } = await courseList(request, "pageSize=100&sort=featured");
  const course = items[items.length - 1 - fromEnd];
  if (!course) throw new Error(`expected at least ${fromEnd + 1} courses`);
  return course;
}

function insights(page: Page) {
  return page.getByRole("tabpanel", { name: "AI Insights" });
}

test.describe("AI Insights: full report", () => {
  test("generate, regenerate label, cached on the next visit, quota on refresh", async ({
    page,
    request,
  }) => {
    const course = await courseFromEnd(request, 0);
    await signInNewUser(page, request, "report");
    await page.goto(`/courses/${course.id}#ai-insights`);
    await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "true");
    const panel = insights(page);

    // A double click is one request: the second click shares the run in flight.
    let requests = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/ai/deep-analyze")) requests += 1;
    });
    await panel.getByRole("button", { name: "Generate Full Report" }).dblclick();
    const report = panel.getByRole("article", { name: "Full AI report" });
    await expect(report).toBeVisible();
    for (const part of [
      "Overview",
      "Credibility signals",
      "Claim reality check",
      "Risks",
      "Recommendation",
    ]) {
      await expect(report.getByRole("heading", { name: part, exact: true })).toBeVisible();
    }
    await expect(report.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(report.getByText(/^Generated /)).toBeVisible();
    await expect(panel.getByText("Full reports this week: 1/1")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Regenerate" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Generate Full Report" })).toHaveCount(0);
    expect(requests).toBe(1);

    // Next visit: Generate again asks without force, so the stored report comes back for free.
    await page.reload();
    await panel.getByRole("button", { name: "Generate Full Report" }).click();
    await expect(report.getByText(/^Cached report from /)).toBeVisible();
    await expect(panel.getByText("Full reports this week: 1/1")).toBeVisible();

    // Refresh forces a new report, which this week's quota (1 on Free) no longer covers. Clicks in
    // the 350 ms after a run are ignored by design, so wait that out first.
    await page.waitForTimeout(400);
    await report.getByRole("button", { name: "Refresh" }).click();
    await expect(panel.getByRole("alert")).toContainText(REPORTS_USED_UP);
    await expect(panel.getByRole("link", { name: /See plans/ })).toHaveAttribute("href", "/pricing");
    // The report already read stays on screen.
    await expect(report).toBeVisible();
  });

  test("a guest's Generate goes to sign in and comes back to the tab", async ({ page, request }) => {
    const course = await courseFromEnd(request, 1);
    await page.goto(`/courses/${course.id}`);
    await page.getByRole("tab", { name: "AI Insights" }).click();
    await insights(page).getByRole("button", { name: "Generate Full Report" }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent(`/courses/${course.id}?tab=ai-insights`)}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the trust factors are a chart and flagged phrases are marked in the copy", async ({
    page,
    request,
  }) => {
    // A low-scored course with red flags in its own words (the lowest ones first).
    const { items } = await courseList(request, "pageSize=100&sort=rating");
    const scored = items.filter((item) => item.trustScore !== null);
    scored.sort((a, b) => (a.trustScore ?? 0) - (b.trustScore ?? 0));
    let course: CourseSummary | undefined;
    let flag: CourseTrust["findings"]["redFlags"][number] | undefined;
    for (const candidate of scored.slice(0, 30)) {
      const trustResponse = await request.get(`/api/courses/${candidate.id}/trust`);
      expect(trustResponse.ok(), await trustResponse.text()).toBe(true);
      const trust = (await trustResponse.json()) as CourseTrust;
      flag = trust.findings.redFlags.find((finding) =>
        ["salesCopy", "description", "incomeClaims"].includes(finding.field),
      );
      if (flag) {
        course = candidate;
        break;
      }
    }
    if (!course) throw new Error("no low-scored course has a red flag in its copy");
    if (!flag) throw new Error(`course ${course.id} has no red flag in its copy`);

    await page.goto(`/courses/${course.id}#ai-insights`);
    const panel = insights(page);
    await expect(panel.getByRole("img", { name: /^Trust score \d+ of 100, .+: .+ of 25/ })).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: "Flagged phrases in the seller's own words" }),
    ).toBeVisible();
    await expect(panel.locator("mark").filter({ hasText: flag.phrase }).first()).toBeVisible();
    await expect(panel.getByRole("heading", { name: "What was flagged" })).toBeVisible();
    await expect(
      panel
        .getByRole("listitem")
        .filter({ hasText: `“${flag.phrase}”` })
        .first(),
    ).toContainText(flag.label);
    // The evidence behind the chart is one click away.
    await panel.getByText("Evidence behind each factor").click();
    await expect(panel.locator("details")).toHaveAttribute("open", "");
  });
});
