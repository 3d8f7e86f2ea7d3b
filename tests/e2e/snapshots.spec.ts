// The course page's Snapshots tab end to end: a member submits a page served by the test's own
// server (the first snapshot); the page changes; an admin's "Check now" stores a second snapshot
// and links to what changed: the added sentence (green) and the removed one (red). The same
// comparison renders on the server for a visitor without JavaScript. A course never read shows the
// empty state. Screenshots at 1280 and 390 px go to /tmp/shots-19b (not the repo).
import type { SubmissionResponse } from "../../src/shared/contracts/submissions";
import { axeViolations, expect, shoot, test, testLogin } from "./fixtures";
import { serveSalesPages } from "./sales-page-server";

const SHOTS = "/tmp/shots-19b";
const ADDED = "Every student also receives a printed workbook by post.";
const REMOVED = "Expect about four hours a week of work.";

const pages = serveSalesPages();

test.describe("sales-page snapshots", () => {
  test("Check now stores a changed page and the diff shows the added and removed sentences", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { title, path, address, paragraphs: copy } = pages.add("Invoice Craft", 99);

    // The member's submission reads the page: the first snapshot.
    expect((await request.get(testLogin("user", "/"))).ok()).toBe(true);
    const submitted = await request.post("/api/course-submissions", { data: { url: address } });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { course } = (await submitted.json()) as SubmissionResponse;

    // The page changes: one sentence added, one sentence gone.
    pages.setPage(path, title, [...copy.map((p) => p.replace(`${REMOVED} `, "")), ADDED]);

    await page.goto(testLogin("admin", `/courses/${course.id}?tab=snapshots`, "pro"));
    await expect(page.getByRole("tab", { name: "Snapshots" })).toHaveAttribute("aria-selected", "true");
    const list = page.getByRole("list", { name: "Snapshots" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(title);
    await expect(list).toContainText("First snapshot");

    const check = page.getByRole("form", { name: "Check the sales page now" });
    await check.getByRole("button", { name: "Check now" }).click();
    await expect(check.getByRole("status")).toContainText("the page changed", { timeout: 20_000 });
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await check.getByRole("link", { name: "See what changed" }).click();
    await expect(page).toHaveURL(/[?&]tab=snapshots&a=\d+&b=\d+$/);
    const diff = page.getByRole("region", { name: "What changed" });
    await expect(diff.getByRole("list", { name: /sentence added/ })).toContainText(ADDED);
    await expect(diff.getByRole("list", { name: /sentences? removed/ })).toContainText(REMOVED);
    await expect(list.getByRole("link", { name: /What changed/ })).toHaveAttribute("aria-current", "true");
    await shoot(page, SHOTS, "snapshots-diff");
    expect(await axeViolations(page)).toEqual([]);

    // The same address, rendered by the server for a visitor without JavaScript.
    const guest = await playwright.request.newContext({ baseURL });
    const html = await (await guest.get(new URL(page.url()).pathname + new URL(page.url()).search)).text();
    expect(html).toContain(ADDED);
    await guest.dispose();

    // Closing the comparison keeps the list.
    await diff.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}\\?tab=snapshots$`));
    await expect(page.getByRole("region", { name: "What changed" })).toHaveCount(0);
  });

  test("a course whose page was never read says so", async ({ page, request }) => {
    const courses = await request.get("/api/courses?pageSize=1&sort=featured");
    const [first] = ((await courses.json()) as { items: { id: number }[] }).items;
    const snapshots = await request.get(`/api/courses/${first?.id}/snapshots`);
    test.skip(
      ((await snapshots.json()) as { items: unknown[] }).items.length > 0,
      "the course has snapshots",
    );
    await page.goto(`/courses/${first?.id}?tab=snapshots`);
    await expect(
      page.getByText("No snapshots yet: we have not read this course's sales page."),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Check the sales page now" })).toHaveCount(0);
  });
});
