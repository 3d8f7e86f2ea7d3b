// Ad sightings end to end: a guest is offered sign-in; a member reports an ad from a course page
// (and is told the second report that day is one too many); an admin imports a CSV, read from a
// file into the box, with one bad line and sees the count and the refused line. Screenshots of the
// import at 1280 and 390 px go to /tmp/shots-19b (not the repo).
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const SHOTS = "/tmp/shots-19b";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** The axe violations on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `[${v.id}] ${v.help}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 4)
        .join(" | ")}`,
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top, so the sticky header is not drawn over the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function someCourseId(page: Page, offset: number): Promise<number> {
  const response = await page.request.get(`/api/courses?pageSize=24`);
  const items = ((await response.json()) as { items: { id: number }[] }).items;
  const course = items[offset % items.length];
  if (!course) throw new Error("the catalogue is empty");
  return course.id;
}

test.describe("ad sightings", () => {
  test("a member reports an ad from the course page, once a day", async ({ page }) => {
    const courseId = await someCourseId(page, 3);
    await page.goto(`/courses/${courseId}`);
    const box = page.getByRole("region", { name: "Seen an ad for this course?" });
    await expect(box.getByRole("link", { name: "Sign in to report an ad" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/courses/${courseId}`)}`,
    );

    await page.goto(`/api/auth/test-login?role=user&plan=free&next=/courses/${courseId}`);
    const form = box.getByRole("form", { name: "Report an ad for this course" });
    await expect(form.getByLabel("When?")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByRole("button", { name: "Report the ad" }).click();
    await expect(form.getByText(/Choose where you saw it/)).toBeVisible();
    await expect(form.getByLabel("Where did you see it?")).toBeFocused();

    await form.getByLabel("Where did you see it?").selectOption("TikTok");
    await form.getByLabel("Link to the ad (optional)").fill("https://ads.example.test/123");
    await form.getByRole("button", { name: "Report the ad" }).click();
    await expect(form.getByRole("status")).toHaveText("Thanks: the sighting is recorded.");
    await box.scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await box.screenshot({ path: `${SHOTS}/course-ad-sighting-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await form.getByLabel("Where did you see it?").selectOption("YouTube");
    await form.getByRole("button", { name: "Report the ad" }).click();
    await expect(form.getByRole("alert")).toHaveText("You already reported an ad for this course today.");
  });

  test("an admin imports a CSV file and sees the refused line", async ({ page }) => {
    const courseId = await someCourseId(page, 5);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/ad-sightings");
    await expect(page.getByRole("heading", { name: "Ad sightings", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Import ad sightings" });

    await form.getByRole("button", { name: "Import" }).click();
    await expect(form.getByText("Paste or upload a CSV file.")).toBeVisible();

    const csv = `course,platform,seen_at\n${courseId},Instagram,${today}\n${courseId},Myspace,${today}\n`;
    await form.getByLabel("CSV file (read into the box below)").setInputFiles({
      name: "sightings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(form.getByLabel("CSV", { exact: true })).toHaveValue(csv);
    await form.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("status").filter({ hasText: "imported" })).toHaveText(
      "1 imported, 1 line refused.",
    );
    const refused = page.getByRole("table", { name: "Refused lines" });
    await expect(refused.getByRole("row")).toHaveCount(2);
    await expect(refused.getByRole("row").nth(1)).toContainText("3");
    await expect(refused.getByRole("row").nth(1)).toContainText(/Unknown platform/);
    await shoot(page, "admin-ad-sightings");
    expect(await axeViolations(page)).toEqual([]);
  });
});
