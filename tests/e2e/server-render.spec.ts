// The first screens arrive rendered by the server for guests (src/server/plugins/page-render.ts):
// readable without JavaScript, taken over by the app without a mismatch, and working as before once
// it runs. A #fragment the server never sees (a course's reviews tab) still opens where it says.
import { expect, test } from "./fixtures";

const MISMATCH = "the page from the server did not match";

async function firstCourse(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get("/api/courses?pageSize=1&sort=featured");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { id: number; title: string }[] };
  const course = body.items[0];
  if (!course) throw new Error("the demo catalogue has no course");
  return course;
}

test.describe("server-rendered first screens", () => {
  test("Home, the catalogue and a course page read without JavaScript", async ({ browser, request }) => {
    const course = await firstCourse(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We check the hype so you don't have to.",
    );
    await expect(page.getByRole("heading", { name: "Verified courses" })).toBeVisible();
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse courses");
    await expect(page.getByText(/^[\d,]+ courses? found$/)).toBeVisible();
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
    await context.close();
  });

  test("the app takes the pages over without a mismatch and works as before", async ({ page, request }) => {
    const course = await firstCourse(request);
    const mismatches: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes(MISMATCH)) mismatches.push(message.text());
    });
    for (const path of ["/", "/courses", `/courses/${course.id}`, "/creators", "/login", "/signup"]) {
      await page.goto(path);
      // The server's page carried its answers: the app starts from them instead of asking again.
      await expect(page.locator("#hypecheck-state")).toHaveCount(0);
    }
    expect(mismatches).toEqual([]);

    // Handlers are attached: a tab switches, an in-app link navigates without a reload.
    await page.goto(`/courses/${course.id}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    await page.getByRole("link", { name: "Browse all courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse courses");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
  });

  test("the stylesheet in the page is never fetched again as the app loads its chunks", async ({
    page,
    request,
  }) => {
    // Vite's chunk loader adds a chunk's stylesheet before a dynamic import unless the page links
    // it; the server writes it inline instead, so a stylesheet the loader could add would restyle
    // the whole page (vite.config.ts, cssCodeSplit).
    const course = await firstCourse(request);
    const stylesheets: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "stylesheet") stylesheets.push(sent.url());
    });
    await page.goto(`/courses/${course.id}`);
    // A tab and a screen of their own load more chunks (and the contracts, on the next request).
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await page.getByRole("link", { name: "Courses", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse courses");
    await expect(page.getByText(/^[\d,]+ courses? found$/)).toBeVisible();
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });

  test("a course opened at #reviews shows its reviews tab", async ({ page, request }) => {
    const course = await firstCourse(request);
    await page.goto(`/courses/${course.id}#reviews`);
    await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
  });
});
