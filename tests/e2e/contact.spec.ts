// /contact and /admin/contact: per-field validation in the browser, a message sent and confirmed
// (reply within 24 hours), the per-e-mail limit shown as a clear message, and the admin reading the
// message, replying by mailto and marking it read and answered.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES, CONTACT_POSTS_PER_DAY_PER_EMAIL } from "../../src/shared/contracts/contact";
import { expect, test, toast, uniqueEmail } from "./fixtures";

function form(page: Page) {
  return page.getByRole("form", { name: "Contact us" });
}

async function fill(page: Page, values: { name: string; email: string; topic: string; message: string }) {
  await form(page).getByLabel("Name").fill(values.name);
  await form(page).getByLabel("E-mail").fill(values.email);
  await form(page).getByLabel("Topic").selectOption({ label: values.topic });
  await form(page).getByLabel("Message").fill(values.message);
}

test.describe("contact form", () => {
  test("shows the support facts and checks every field before sending", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Replies within 24 hours" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Creator disputes: 5 business days" })).toBeVisible();

    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/contact")) posted += 1;
    });

    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
    await expect(form(page).getByText(CONTACT_MESSAGES.emailRequired)).toBeVisible();
    await expect(form(page).getByText(CONTACT_MESSAGES.topicRequired)).toBeVisible();
    await expect(form(page).getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
    await expect(form(page).getByLabel("Name")).toBeFocused();
    await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await fill(page, {
      name: "Robin Example",
      email: "robin@example",
      topic: "General question",
      message: "Too short.",
    });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
    await expect(form(page).getByText(CONTACT_MESSAGES.messageTooShort)).toBeVisible();
    await expect(form(page).getByText(CONTACT_MESSAGES.nameRequired)).toHaveCount(0);
    await expect(form(page).getByLabel("E-mail")).toBeFocused();
    expect(posted).toBe(0);
  });

  test("sends a message, confirms it and the admin reads, replies to and marks it", async ({ page }) => {
    const email = uniqueEmail("contact");
    const text = `I think the price shown for a course is out of date (${email}).`;
    await page.goto("/contact");
    await fill(page, { name: "Robin Example", email, topic: "Report a problem", message: text });
    await form(page).getByRole("button", { name: "Send message" }).click();
    const done = page.getByRole("main").getByRole("status").filter({ hasText: "Message sent" });
    await expect(done).toBeVisible();
    await expect(done.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
    await expect(toast(page).getByText("Message sent")).toBeVisible();
    await expect(toast(page).getByText(/within 24 hours/)).toBeVisible();

    await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { name: "Report a problem" })).toBeVisible();
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?subject=`),
    );

    await card.getByRole("button", { name: "Mark as read" }).click();
    await expect(toast(page).getByText("Marked as read.")).toBeVisible();
    await expect(card.getByText("Read", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Mark as answered" }).click();
    await expect(card.getByText("Answered", { exact: true })).toBeVisible();

    await page.getByLabel("Status").selectOption({ label: "New" });
    await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(0);
    await page.getByLabel("Status").selectOption({ label: "Answered" });
    await expect(page.getByRole("article").filter({ hasText: email })).toBeVisible();
  });

  test("a member is refused the admin screen", async ({ page }) => {
    await page.goto("/api/auth/test-login?role=user&plan=free&next=/admin/contact");
    await expect(page.getByText("Admin access required.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toHaveCount(0);
  });

  test("the per-e-mail-address limit is shown as a clear message and nothing is lost from the form", async ({
    page,
  }) => {
    const email = uniqueEmail("limit");
    for (let i = 0; i < CONTACT_POSTS_PER_DAY_PER_EMAIL; i += 1) {
      const response = await page.request.post("/api/contact", {
        data: {
          name: "Robin Example",
          email,
          topic: "general",
          message: `Question number ${i + 1} about scores.`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.goto("/contact");
    const text = "One more question that should wait until tomorrow.";
    await fill(page, { name: "Robin Example", email, topic: "General question", message: text });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(CONTACT_MESSAGES.perEmailLimit);
    await expect(form(page).getByLabel("Message")).toHaveValue(text);
  });

  test("does not scroll sideways at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await expect(form(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("a link from the disclaimer opens the form with the creator-dispute topic chosen", async ({ page }) => {
  await page.goto("/disclaimer");
  await page.getByRole("main").getByRole("link", { name: "contact form" }).first().click();
  await expect(page).toHaveURL(/\/contact\?topic=creator-dispute$/);
  await expect(form(page).getByLabel("Topic")).toHaveValue("creator-dispute");
});
