// The watchlist end to end: a member follows a new course (with a price target) and its creator; an
// admin records a verification of the course on the editorial desk; the member then finds the news
// under the bell, and the watchlist page shows the course's latest change, edits its price target
// and removes the creator. The Free plan's limit of 5 is a route test (watchlist.routes.test.ts).
import type { APIRequestContext, Browser } from "@playwright/test";
import type { AdminCourse, AdminCreator } from "../../src/shared/contracts/editorial";
import { axeViolations, expect, signInNewUser, test } from "./fixtures";

/** A fresh creator and course made on the editorial desk's API by an admin, so no one else follows them. */
async function newCourse(request: APIRequestContext, stamp: string) {
  const login = await request.get("/api/auth/test-login?role=admin&plan=pro&next=/");
  expect(login.ok()).toBe(true);
  const creator = await request.post("/api/admin/creators", {
    data: { name: `Morgan Watchwell ${stamp}`, bio: "Teaches bookkeeping to freelancers (fictional)." },
  });
  expect(creator.status(), await creator.text()).toBe(201);
  const { id: creatorId, slug } = (await creator.json()) as AdminCreator;
  const course = await request.post("/api/admin/courses", {
    data: {
      title: `Ledger Habits ${stamp}`,
      description: "Six lessons on keeping a freelancer's books in order, one evening a week.",
      creatorId,
      categorySlug: "coaching-consulting",
      price: 49,
      url: `https://ledger-habits.example.test/${stamp}`,
      level: "beginner",
      duration: 6,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id, title } = (await course.json()) as AdminCourse;
  return { id, title, slug };
}

/** The admin records a verification of the course on the editorial desk, in a browser of its own. */
async function verifyOnDesk(browser: Browser, courseId: number) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto(
    `/api/auth/test-login?role=admin&plan=pro&next=${encodeURIComponent(`/admin/catalog/courses/${courseId}`)}`,
  );
  const record = admin.getByRole("form", { name: "Record a verification" });
  await record.getByLabel("Verified by").fill("HypeCheck editorial team");
  await record
    .getByLabel("What was checked")
    .fill("Bought the course and compared the lessons with the syllabus.");
  await record.getByRole("button", { name: "Record verification" }).click();
  await expect(admin.getByRole("form", { name: "Revoke the verification" })).toBeVisible();
  await context.close();
}

test.describe("watchlist", () => {
  test("a member follows a course; its verification reaches the bell and the watchlist", async ({
    page,
    request,
    browser,
  }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-${test.info().workerIndex}`;
    const course = await newCourse(request, stamp);
    await signInNewUser(page, request, "watch");

    // Follow the course with a price target, from its page.
    await page.goto(`/courses/${course.id}`);
    const box = page.getByRole("region", { name: "Watchlist" });
    const follow = box.getByRole("form", { name: "Follow" });
    await follow.getByLabel("Price target (optional, USD)").fill("12.345");
    await follow.getByRole("button", { name: "Follow" }).click();
    await expect(box.getByText("Enter a price target above 0, with at most 2 decimals.")).toBeVisible();
    await follow.getByLabel("Price target (optional, USD)").fill("39");
    await follow.getByRole("button", { name: "Follow" }).click();
    await expect(box.getByText("Added to your watchlist.")).toBeVisible();
    await expect(box.getByText("Price target: $39.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // And its creator, from the creator's page.
    await page.goto(`/creators/${course.slug}`);
    const creatorBox = page.getByRole("region", { name: "Watchlist" });
    await creatorBox.getByRole("button", { name: "Follow" }).click();
    await expect(creatorBox.getByText("You follow it.")).toBeVisible();

    await verifyOnDesk(browser, course.id);

    // The bell has the news.
    await page.goto("/");
    await page.getByRole("button", { name: /^Notifications, [1-9]\d* unread$/ }).click();
    // The toasts' region shares the name: the bell's list is the one holding the news.
    await expect(
      page.getByRole("region", { name: "Notifications" }).filter({ hasText: `Verified: ${course.title}` }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The watchlist shows the latest change, edits the price target and removes the creator.
    await page.goto("/account/watchlist");
    await expect(page.getByRole("heading", { name: "Your watchlist", level: 1 })).toBeVisible();
    await expect(page.getByText("You follow 2 of 5 on the Free plan.")).toBeVisible();
    const item = page.getByRole("article", { name: course.title });
    await expect(
      item.getByText(/is now verified by HypeCheck|moved from .* to .*\(trust score \d+\)/),
    ).toBeVisible();
    await expect(item.getByText(/Nothing has changed/)).toHaveCount(0);
    const target = item.getByRole("form", { name: `Price target for ${course.title}` });
    await expect(target.getByLabel("Price target (USD)")).toHaveValue("39");
    await target.getByLabel("Price target (USD)").fill("35.5");
    await target.getByRole("button", { name: /Save/ }).click();
    await expect(target.getByText("Price target saved.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole("article", { name: `Morgan Watchwell ${stamp}` })
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(page.getByRole("article", { name: `Morgan Watchwell ${stamp}` })).toHaveCount(0);
    await expect(page.getByText("You follow 1 of 5 on the Free plan.")).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole("article", { name: course.title }).getByLabel("Price target (USD)"),
    ).toHaveValue("35.5");
  });

  test("guests are asked to sign in to follow, and the watchlist page needs an account", async ({
    page,
    request,
  }) => {
    const login = await request.get("/api/courses?pageSize=1");
    const { items } = (await login.json()) as { items: Array<{ id: number }> };
    await page.goto(`/courses/${items[0]!.id}`);
    await expect(
      page
        .getByRole("region", { name: "Watchlist" })
        .getByRole("link", { name: "Sign in to follow this course" }),
    ).toBeVisible();
    await page.goto("/account/watchlist");
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fwatchlist$/);
  });
});
