// Course submissions end to end: a guest is asked to sign in; a member submits the address of a
// page served by the test's own server and gets an unreviewed course (and, the second time, the
// same course back); an unreadable page is refused with the server's words; the course shows in
// the catalogue search with its "Not yet reviewed" badge; an admin reads what the page said with its
// evidence in the queue, finds a merge target by search, corrects the seller and accepts it. The
// URL analyzer offers to submit a page it read that is not in the catalogue.
// Screenshots at 1280 and 390 px go to /tmp/shots-19b (not the repo).
import { axeViolations, expect, shoot, test, testLogin } from "./fixtures";
import { serveSalesPages } from "./sales-page-server";

const SHOTS = "/tmp/shots-19b";

const pages = serveSalesPages();

test.describe("course submissions", () => {
  test.use({ expectedErrorStatuses: [422] });

  test("a member submits a sales page; it is searchable as not yet reviewed; an admin accepts it", async ({
    page,
  }) => {
    // a journey of several members and screens: 17-32 s on the 2-core CI machine (30 s is the default)
    test.setTimeout(90_000);
    test.setTimeout(90_000);
    const { title, address } = pages.add("Ledger Basics", 149);

    // A guest is asked to sign in first.
    await page.goto(`/submit-course?url=${encodeURIComponent(address)}`);
    await expect(page.getByRole("heading", { name: "Sign in to submit a course" })).toBeVisible();

    // A member: the address comes prefilled.
    await page.goto(testLogin("user", `/submit-course?url=${encodeURIComponent(address)}`));
    const form = page.getByRole("form", { name: "Submit a course" });
    await expect(form.getByLabel("Sales page address")).toHaveValue(address);

    // A page that cannot be read is refused with the server's words (which say nothing of the
    // remote host's network or answer: no "HTTP 404").
    await form.getByLabel("Sales page address").fill(pages.url("/missing"));
    await form.getByRole("button", { name: "Submit course" }).click();
    await expect(form.getByRole("alert")).toContainText("We could not read a course page at that address");
    await expect(form.getByRole("alert")).not.toContainText("404");
    await shoot(page, SHOTS, "submit-course-form");
    expect(await axeViolations(page)).toEqual([]);

    // A bad address is caught under its field.
    await form.getByLabel("Sales page address").fill("not an address");
    await form.getByRole("button", { name: "Submit course" }).click();
    await expect(form.getByText("Enter a full web address starting with http:// or https://.")).toBeVisible();
    await expect(form.getByLabel("Sales page address")).toBeFocused();

    await form.getByLabel("Sales page address").fill(address);
    await form.getByLabel("Note for our editors (optional)").fill("Seen in a podcast ad.");
    await form.getByRole("button", { name: "Submit course" }).click();
    const added = page.getByRole("status").filter({ hasText: "Added to the catalogue as not yet reviewed" });
    await expect(added).toBeVisible({ timeout: 20_000 });
    await expect(added.getByRole("link", { name: title })).toHaveAttribute("href", /\/courses\/\d+$/);
    await shoot(page, SHOTS, "submit-course-added");

    // The same page again: already in the catalogue.
    await page.getByRole("button", { name: "Submit another course" }).click();
    await form.getByLabel("Sales page address").fill(`${address}?utm_source=newsletter`);
    await form.getByRole("button", { name: "Submit course" }).click();
    const known = page.getByRole("status").filter({ hasText: "Already in our catalogue" });
    await expect(known).toBeVisible({ timeout: 20_000 });
    await expect(known.getByRole("link", { name: title })).toBeVisible();

    // In the catalogue search, badged as not yet reviewed.
    await page.goto(`/courses?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Not yet reviewed by HypeCheck")).toBeVisible();

    // A search that finds nothing offers a submission.
    await page.goto("/courses?q=qxzjvkwpqzz");
    await expect(page.getByRole("heading", { name: "0 courses found" })).toBeVisible();
    await page.getByRole("link", { name: "Can't find your course? Submit its sales page" }).click();
    await expect(page).toHaveURL(/\/submit-course$/);

    // The admin queue (pending first): the reason to reject is required; Accept publishes it.
    await page.goto(testLogin("admin", "/admin/submissions"));
    await expect(page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    const item = page.getByRole("article").filter({ hasText: title });
    await expect(item).toContainText("Seen in a podcast ad.");
    await expect(item).toContainText(address);
    // What the page says, with the phrase each fact was read from; the page names no seller.
    const facts = item.getByRole("region", { name: "What the page says" });
    await expect(facts).toContainText("$149 (USD)");
    await expect(facts).toContainText("Price: $149.");
    await expect(facts).toContainText("30-day refund policy");
    await expect(facts).toContainText("Not stated on the page");
    await expect(item).toContainText("no seller named on the page");
    await item.getByRole("button", { name: "Reject" }).click();
    await expect(item.getByText("Give a reason of at least 5 characters.")).toBeVisible();
    await expect(item.getByLabel("Reason to reject")).toBeFocused();
    await item.getByRole("button", { name: "Merge" }).click();
    await expect(item.getByText("Find the course it duplicates and choose it in the list.")).toBeVisible();
    // The merge target is found by the catalogue search: title, creator and price in the list.
    await item.getByLabel("Find the course it duplicates").fill("crypto");
    await expect(item.getByLabel("Merge into").locator("option")).not.toHaveCount(1);
    await shoot(page, SHOTS, "admin-submissions");
    expect(await axeViolations(page)).toEqual([]);

    // The seller, corrected before accepting, names the creator the submission brought.
    await item.getByText("Correct what was read before accepting").click();
    await item.getByLabel("Seller").fill("Ledger Works Ltd");
    await item.getByRole("button", { name: "Accept" }).click();
    await expect(item.getByRole("status")).toContainText("Accepted: the course is published");
    await expect(item.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(item.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(item.getByRole("link", { name: "Ledger Works Ltd" })).toBeVisible();

    // Published: no longer badged (related courses below may still be).
    const courseHref = await item.getByRole("link", { name: title }).getAttribute("href");
    await page.goto(courseHref ?? "/");
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const header = page.locator("header", { has: page.getByRole("heading", { name: title, level: 1 }) });
    await expect(header.getByText("Not yet reviewed by HypeCheck")).toHaveCount(0);
  });

  test("the URL analyzer offers to submit a page that is not in the catalogue", async ({ page }) => {
    test.setTimeout(60_000);
    const { address } = pages.add("Cashflow Clinic", 79);

    await page.goto(testLogin("user", "/ai-course-analyzer", "premium"));
    await page.getByLabel("Course URL").fill(address);
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const result = page.getByRole("article").filter({ has: page.getByText("Analysis result") });
    const offer = result.getByRole("link", { name: "Submit this course" });
    await expect(offer).toHaveAttribute("href", `/submit-course?url=${encodeURIComponent(address)}`, {
      timeout: 20_000,
    });
    await offer.click();
    await expect(
      page.getByRole("form", { name: "Submit a course" }).getByLabel("Sales page address"),
    ).toHaveValue(address);
  });
});
