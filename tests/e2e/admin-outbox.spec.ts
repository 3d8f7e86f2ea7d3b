// /admin/outbox end to end (price tracker: without SMTP the e-mail is written to an outbox
// an admin can read): the admin sees the page with the plain "not sent yet" sentence and either rows
// or the empty state; a served list shows each message with its body behind Show message; a failed
// load shows the server's error; members get the admin guard.
import type { Page } from "@playwright/test";
import type { OutboxEmail } from "../../src/shared/contracts/outbox";
import { expect, test } from "./fixtures";

// The error-state test answers 503 on purpose; Chromium reports that as a console error.
test.use({ expectedErrorStatuses: [503] });

const OPEN_AS_ADMIN = "/api/auth/test-login?role=admin&plan=pro&next=/admin/outbox";

const heading = (page: Page) => page.getByRole("heading", { name: "E-mail outbox", level: 1 });
const list = (page: Page) => page.getByRole("list", { name: "E-mail outbox" });

test.describe("admin e-mail outbox", () => {
  test("an admin sees the outbox, says plainly that e-mail is not sent, and lists rows or the empty state", async ({
    page,
  }) => {
    await page.goto(OPEN_AS_ADMIN);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText(/E-mail is not sent yet: no SMTP server is configured/)).toBeVisible();
    await expect(list(page).or(page.getByText("No e-mail yet."))).toBeVisible();
    const refresh = page.getByRole("button", { name: "Refresh" });
    const reloaded = page.waitForResponse((response) =>
      response.url().includes("/api/admin/outbox?limit=50"),
    );
    await refresh.click();
    expect((await reloaded).status()).toBe(200);
    await expect(refresh).toBeEnabled();
  });

  test("each message shows recipient, kind and status, with the body behind Show message", async ({
    page,
  }) => {
    const createdAt = new Date(Date.UTC(2026, 0, 5, 9, 30)).toISOString();
    await page.route("**/api/admin/outbox?limit=*", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify([
          {
            id: 2,
            toAddress: "casey@example.test",
            subject: "HypeCheck price alert: Budget Course is now $19.00",
            body: "Hi Casey,\n\nBudget Course is now $19.00, at or below your target.",
            kind: "price_alert",
            status: "unsent",
            sentAt: null,
            error: null,
            createdAt,
          },
          {
            id: 1,
            toAddress: "robin@example.test",
            subject: "Older alert",
            body: "Older body",
            kind: "price_alert",
            status: "failed",
            sentAt: null,
            error: "connection refused",
            createdAt,
          },
        ] satisfies OutboxEmail[]),
      }),
    );
    await page.goto(OPEN_AS_ADMIN);
    const items = list(page).getByRole("listitem");
    await expect(items).toHaveCount(2);
    const first = page.getByRole("article", { name: "HypeCheck price alert: Budget Course is now $19.00" });
    await expect(first.getByText("casey@example.test")).toBeVisible();
    await expect(first.getByText("price_alert")).toBeVisible();
    await expect(first.getByText("Not sent")).toBeVisible();
    const body = first.getByText(/Budget Course is now \$19\.00, at or below your target/);
    await expect(body).toBeHidden();
    await first.getByText("Show message").click();
    await expect(body).toBeVisible();
    const second = page.getByRole("article", { name: "Older alert" });
    await expect(second.getByText("Failed")).toBeVisible();
    await expect(second.getByText("connection refused")).toBeVisible();
    await expect(page.getByText("2 messages")).toBeVisible();
  });

  test("shows the server's error text when the outbox cannot be read", async ({ page }) => {
    await page.route("**/api/admin/outbox?limit=*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Outbox offline"}' }),
    );
    await page.goto(OPEN_AS_ADMIN);
    await expect(page.getByRole("alert").filter({ hasText: "Outbox offline" })).toBeVisible();
  });

  test("the AI usage page links to the outbox", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/ai-usage");
    await page.getByRole("link", { name: "E-mail outbox" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    await expect(heading(page)).toBeVisible();
  });

  test("is for admins only", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=pro&next=/admin/outbox");
    await expect(page.getByText("Admin access required.")).toBeVisible();
    await expect(heading(page)).toHaveCount(0);
  });
});
