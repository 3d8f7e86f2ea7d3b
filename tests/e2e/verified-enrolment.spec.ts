// Verified enrolment end to end: a member reviews a course and attaches proof (a picture uploaded
// through the page, and the order reference); an admin approves the review, looks at the proof on
// /admin/reviews and verifies it with a reason; the course page then labels the review "Verified
// enrolment", lists it under "Verified enrolments only", says what the rating rests on, and the
// member sees the moderator's reason. The proof itself appears on no public page.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { createUser, expect, featuredCourses, signInThroughForm, test, toast } from "./fixtures";

const receiptPng = () =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: { r: 245, g: 245, b: 240 } } })
    .png()
    .toBuffer();

async function course(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const picked = (await featuredCourses(request))[2];
  if (!picked) throw new Error("the catalogue has fewer than 3 courses");
  return picked;
}

async function openAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/api/auth/test-login?role=admin&plan=pro&next=/admin/reviews");
  await expect(page.getByRole("heading", { name: "Pending reviews", level: 1 })).toBeVisible();
  return page;
}

test("a member's proof of enrolment is verified, and the review shows as a Verified enrolment", async ({
  page,
  request,
  browser,
}) => {
  // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
  test.setTimeout(90_000);
  const { id, title } = await course(request);
  const user = await createUser(request, "verified");
  await page.goto(`/login?next=${encodeURIComponent(`/courses/${id}`)}`);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`/courses/${id}$`));
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel");

  const text = `E2E verified ${Date.now()}-${test.info().workerIndex}: solid lessons, and the refund policy was honoured.`;
  await panel.locator("label").filter({ hasText: "5 stars" }).click();
  await panel.getByLabel("Your review (optional)").fill(text);
  await panel.getByRole("button", { name: "Submit review" }).click();
  await expect(panel.getByText(/awaiting moderation/)).toBeVisible();

  // The proof: nothing is sent until the form is; the form says what is missing first.
  const proof = panel.getByRole("region", { name: "Verified enrolment" });
  await proof.getByRole("button", { name: "Send proof" }).click();
  await expect(proof.getByText("Choose a picture of your receipt or enrolment e-mail.")).toBeVisible();
  await proof
    .getByLabel("Picture of your receipt or enrolment e-mail")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: await receiptPng() });
  await proof.getByLabel("Order number or receipt reference").fill("HC-ORDER-5521");
  await proof.getByRole("button", { name: "Send proof" }).click();
  await expect(toast(page).getByText("Proof sent", { exact: true })).toBeVisible();
  await expect(proof.getByText(/\(order HC-ORDER-5521\).*waiting for a moderator/)).toBeVisible();

  // The admin approves the review, then checks the proof and verifies it.
  const admin = await openAdmin(browser);
  const card = admin.getByRole("article").filter({ hasText: text }).filter({ hasText: "5★" });
  await expect(card.getByText("Proof of enrolment to check below")).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  const check = admin
    .getByRole("region", { name: "Proof of enrolment to check" })
    .getByRole("article")
    .filter({ hasText: text });
  await expect(check.getByText("HC-ORDER-5521")).toBeVisible();
  const picture = check.getByRole("img", { name: /Proof of enrolment sent by Casey T\./ });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await check.getByLabel("Reason (the member sees it)").fill("The receipt names this course and the date.");
  await check.getByRole("button", { name: "Verify enrolment" }).click();
  await expect(toast(admin).getByText("Enrolment verified", { exact: true })).toBeVisible();
  await expect(check).toHaveCount(0);
  await admin.context().close();

  // A guest sees the label, finds the review under verified enrolments only, and never the proof.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/courses/${id}?tab=reviews`);
  const reviews = guest.getByRole("tabpanel");
  const mine = reviews.getByRole("article").filter({ hasText: text });
  await expect(mine.getByText("Verified enrolment", { exact: true })).toBeVisible();
  const onlyVerified = reviews.getByRole("button", { name: "Verified enrolments only" });
  await expect(onlyVerified).toHaveAttribute("aria-pressed", "false");
  await onlyVerified.click();
  await expect(onlyVerified).toHaveAttribute("aria-pressed", "true");
  await expect(reviews.getByRole("article").filter({ hasText: text })).toBeVisible();
  for (const article of await reviews.getByRole("article").all()) {
    await expect(article.getByText("Verified enrolment", { exact: true })).toBeVisible();
  }
  await expect(guest.getByRole("complementary", { name: "Course summary" })).toContainText(/verified/);
  await expect(guest.getByText("HC-ORDER-5521")).toHaveCount(0);
  await expect(guest.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await guest.context().close();

  // The member sees the decision and the moderator's reason.
  await page.reload();
  await page.getByRole("tab", { name: /Reviews/ }).click();
  await expect(proof.getByText(/Your enrolment is verified/)).toBeVisible();
  await expect(proof.getByText(/The receipt names this course and the date\./)).toBeVisible();
});
