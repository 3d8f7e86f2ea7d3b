// Ad sightings end to end: a guest is offered sign-in; a member reports an ad from a course page
// (and is told the second report that day is one too many); an admin imports a CSV, read from a
// file into the box, with one bad line and sees the count and the refused line. Screenshots of the
// import at 1280 and 390 px go to /tmp/shots-19b (not the repo).
import type { Page } from "@playwright/test";
import { axeViolations, expect, shoot, test, testLogin } from "./fixtures";

const SHOTS = "/tmp/shots-19b";

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

    await page.goto(testLogin("user", `/courses/${courseId}`));
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
    await shoot(page, SHOTS, "course-ad-sighting", box);

    await form.getByLabel("Where did you see it?").selectOption("YouTube");
    await form.getByRole("button", { name: "Report the ad" }).click();
    await expect(form.getByRole("alert")).toHaveText("You already reported an ad for this course today.");
  });

  test("an admin imports a CSV file and sees the refused line", async ({ page }) => {
    const courseId = await someCourseId(page, 5);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(testLogin("admin", "/admin/ad-sightings", "pro"));
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
    await shoot(page, SHOTS, "admin-ad-sightings");
    expect(await axeViolations(page)).toEqual([]);
  });
});
