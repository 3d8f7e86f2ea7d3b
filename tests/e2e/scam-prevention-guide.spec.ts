// The scam-prevention guide: live platform analytics (one card per platform with a trend label and
// the rule stated), the advice sections, reporting resources and the links onward.
import type { ScamAnalyticsResponse } from "../../src/shared/contracts/community-reports";
import { expect, expectAgreesWithApi, test } from "./fixtures";

test("the guide shows live platform analytics and the advice sections", async ({ page, request }) => {
  await page.goto("/scam-prevention-guide");
  await expect(page.getByRole("heading", { name: "Scam Prevention Guide", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Platform scam analytics" })).toBeVisible();
  await expect(page.getByText(/How the trend is called/)).toBeVisible();

  const labels = { up: "Rising scams", down: "Decreasing scams", stable: "Stable" } as const;
  await expectAgreesWithApi(page, async () => {
    await expect(page.getByRole("heading", { name: "Platform scam analytics" })).toBeVisible();
    const response = await request.get("/api/scam-analytics");
    expect(response.ok()).toBe(true);
    const analytics = (await response.json()) as ScamAnalyticsResponse;
    for (const platform of analytics.platforms) {
      const card = page.getByRole("article", { name: `${platform.platform} scam analytics` });
      await expect(card).toBeVisible({ timeout: 2000 });
      await expect(card.getByText(labels[platform.trend], { exact: true })).toBeVisible({ timeout: 2000 });
      await expect(card.getByText("Creators", { exact: true }).locator("xpath=..")).toContainText(
        String(platform.totalCreators),
        { timeout: 2000 },
      );
    }
  });

  for (const heading of [
    "Red flags",
    "Signs of a legitimate educator",
    "Verify before you buy",
    "Where to report a scam",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Federal Trade Commission/ })).toHaveAttribute(
    "href",
    "https://reportfraud.ftc.gov/",
  );
  await page.getByRole("link", { name: "Take the fake-guru quiz" }).click();
  await expect(page).toHaveURL(/\/interactive-quiz$/);
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Community reports" }).click();
  await expect(page).toHaveURL(/\/community-reports$/);
});
