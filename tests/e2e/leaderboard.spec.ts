// The contributor leaderboard: a guest is sent to sign in after the 'Unauthorized' notice; a member
// sees their own stats, the top-3 podium, the ranked list from place 4, the badge levels and how
// points are earned, with nobody else's e-mail on the page.
import type { LeaderboardResponse } from "../../src/shared/contracts/leaderboard";
import { expect, signInNewUser, test, testSignInRequired } from "./fixtures";

test.describe("Community Leaderboard", () => {
  testSignInRequired("/leaderboard");

  test("a member sees own stats, the podium, the ranked list and the badge levels", async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, "leaderboard");
    const board = await page.request.get("/api/leaderboard");
    expect(board.ok()).toBe(true);
    const { items } = (await board.json()) as LeaderboardResponse;

    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { name: "Community Leaderboard", level: 1 })).toBeVisible();
    const stats = page.getByTestId("own-stats");
    await expect(stats.getByText("0 points", { exact: true })).toBeVisible();
    await expect(stats.getByText("Bronze")).toBeVisible();
    await expect(stats.getByText("50 points to Silver (50 points).")).toBeVisible();

    const table = page.getByRole("table", { name: "Badge levels by points" });
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table.getByRole("row", { name: /Diamond/ })).toContainText("500+");
    await expect(table.getByRole("row", { name: /Bronze/ })).toContainText("Your badge");
    // The pill and the marker are two words to a screen reader, not "BronzeYour badge".
    await expect(table.getByRole("row", { name: /Bronze Your badge/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Take the quiz" })).toHaveAttribute(
      "href",
      "/interactive-quiz",
    );

    // The seeded approved reviews give the demo database contributors.
    expect(items.length).toBeGreaterThan(3);
    const podium = page.getByRole("list", { name: "Top 3 contributors" });
    await expect(podium.getByRole("listitem")).toHaveCount(3);
    const top = items[0]!;
    await expect(podium.getByRole("listitem").first()).toContainText(
      `${top.user.firstName} ${top.user.lastName}`,
    );
    await expect(podium.getByRole("listitem").first()).toContainText(`Rank ${top.rank}`);
    const ranked = page.getByRole("list", { name: "Ranked contributors" });
    await expect(ranked.getByRole("listitem")).toHaveCount(items.length - 3);
    await expect(ranked.getByRole("listitem").first()).toContainText(`#${items[3]!.rank}`);
    await expect(page.getByText(/@/)).toHaveCount(0);
  });
});
