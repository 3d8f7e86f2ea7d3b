// /fake-guru-detector and /ad-fatigue-detector end to end: live figures, the list and its search,
// the empty, no-match and error states; the ad check on a heavily advertised seeded course, and the
// honest "not enough data" answer.
import type { APIRequestContext } from "@playwright/test";
import type { AdFatigueResult, FakeGuruResponse } from "../../src/shared/contracts/tools";
import { expect, test } from "./fixtures";

// The failure test answers 500 on purpose; Chromium reports it as a console error.
test.use({ expectedErrorStatuses: [500] });

async function fakeGurus(request: APIRequestContext): Promise<FakeGuruResponse> {
  const response = await request.get("/api/fake-gurus");
  expect(response.ok()).toBe(true);
  return (await response.json()) as FakeGuruResponse;
}

/** A seeded course the recorded sightings call probably fake (the seed advertises some hype courses heavily). */
async function heavilyAdvertisedCourse(request: APIRequestContext): Promise<string> {
  const { items } = await fakeGurus(request);
  for (const item of items) {
    if (!item.worstCourse) continue;
    const response = await request.get(
      `/api/ad-fatigue?${new URLSearchParams({ query: item.worstCourse.title })}`,
    );
    const result = (await response.json()) as AdFatigueResult;
    if (result.verdict === "probably-fake" && result.match?.kind === "course") return result.match.name;
  }
  throw new Error("no heavily advertised course in the demo catalogue");
}

test.describe("fake guru detector", () => {
  test("shows live figures, lists creators with reasons, searches, and links to the course", async ({
    page,
    request,
  }) => {
    const data = await fakeGurus(request);
    const first = data.items[0];
    if (!first?.worstCourse) throw new Error("the demo catalogue lists no creator with a scored course");

    await page.goto("/fake-guru-detector");
    await expect(page.getByRole("heading", { name: "Fake Guru Detector", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Fake Guru Detector · HypeCheck");
    await expect(page.getByText("Creators checked", { exact: true })).toBeVisible();
    await expect(page.getByText("Community reports confirmed as scams", { exact: true })).toBeVisible();
    await expect(page.getByText("Courses with a trust score below 50", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Creators flagged as suspicious by our reviewers", { exact: true }),
    ).toBeVisible();

    const card = page.getByRole("article", { name: first.name });
    await expect(card).toBeVisible();
    for (const reason of first.reasons) await expect(card.getByText(reason, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /View creator profile/ })).toHaveAttribute(
      "href",
      `/creators/${first.slug}`,
    );

    await page.getByLabel("Search creators by name").fill(first.name.toLowerCase().slice(0, 8));
    await expect(page).toHaveURL(/search=/);
    await expect(card).toBeVisible();

    await page.getByLabel("Search creators by name").fill("zzqxv no such creator");
    await expect(page.getByText("No suspicious creators found matching your search.")).toBeVisible();

    await page.getByLabel("Search creators by name").fill("");
    await expect(page).toHaveURL(/\/fake-guru-detector$/);
    await card.getByRole("link", { name: /Lowest-scored course/ }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${first.worstCourse.id}$`));
    await expect(page.getByRole("heading", { name: first.worstCourse.title, level: 1 })).toBeVisible();
  });

  test("says so when nothing is detected, and offers Try Again after a failure", async ({ page }) => {
    let fail = true;
    await page.route("**/api/fake-gurus*", (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
        : route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify({
              stats: { suspiciousCreators: 0, confirmedReports: 0, lowTrustCourses: 0, creatorsChecked: 3 },
              items: [],
            }),
          }),
    );
    await page.goto("/fake-guru-detector");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load investigations." })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("No fake gurus detected yet.")).toBeVisible();
  });
});

test.describe("ad fatigue detector", () => {
  test("calls a heavily advertised course probably fake, with the weekly chart and the reasoning", async ({
    page,
    request,
  }) => {
    const title = await heavilyAdvertisedCourse(request);
    await page.goto("/ad-fatigue-detector");
    await expect(page.getByRole("heading", { name: "Ad Fatigue Detector", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Ad Fatigue Detector · HypeCheck");
    const check = page.getByRole("button", { name: "Check", exact: true });
    await expect(check).toBeDisabled();
    await page.getByLabel("Course title, creator name or course URL").fill(`  ${title.toLowerCase()}  `);
    await expect(check).toBeEnabled();
    await page.keyboard.press("Enter");

    const result = page.getByRole("region", { name: `Ad activity for ${title}` });
    await expect(result).toBeVisible();
    await expect(result.getByText("Probably fake", { exact: true })).toBeVisible();
    await expect(
      result.getByRole("img", { name: /^Ad sightings per week for .*Week of .*: \d+/ }),
    ).toBeVisible();
    await expect(result.getByText(/more than 5 times a week/).first()).toBeVisible();
    await expect(result.getByRole("heading", { name: "Where the ads ran" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Ad activity for ${title}` })).toBeFocused();

    // The same text gives the same answer (reload: the address keeps the query).
    const chart = await result.getByRole("img").getAttribute("aria-label");
    await page.reload();
    await expect(page.getByRole("img", { name: /^Ad sightings per week/ })).toHaveAttribute(
      "aria-label",
      chart ?? "",
    );
  });

  test("says honestly when there is not enough data, and links to the other tools", async ({ page }) => {
    await page.goto("/ad-fatigue-detector");
    await page.getByLabel("Course title, creator name or course URL").fill("zzqxv nothing like this");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    const result = page.getByRole("region", { name: "No match for “zzqxv nothing like this”" });
    await expect(result.getByText("Not enough data", { exact: true })).toBeVisible();
    await expect(result.getByText(/not a clean bill of health/).first()).toBeVisible();

    const tools = page.getByRole("navigation", { name: "Other tools" });
    await expect(tools.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
    await expect(tools.getByRole("link", { name: "See the Fake Guru Detector" })).toHaveAttribute(
      "href",
      "/fake-guru-detector",
    );
    await expect(tools.getByRole("link", { name: "Check a creator's background" })).toHaveAttribute(
      "href",
      "/creator-background-checker",
    );
  });
});
