// The editorial desk end to end: an admin creates a creator (whose status change needs a reason)
// and a course, verifies the course, edits its price and archives it; the public course page then
// shows the archive notice and, in its History, the verification and the archive with its reason.
// Screenshots of the desk and the History at 1280 and 390 px go to /tmp/shots-19 (not the repo).
import {
  axeViolations,
  expect,
  fillFields,
  renderInBrowser,
  shoot,
  test,
  testLogin,
  toast,
  uniqueStamp,
} from "./fixtures";

const SHOTS = "/tmp/shots-19";
const signInAs = (next: string) => testLogin("admin", next, "pro");

test.describe("editorial desk", () => {
  test("an admin adds, verifies, edits and archives a course; its page shows the archive and the history", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = uniqueStamp();
    const creatorName = `Robin Deskcheck ${stamp}`;
    const title = `Spreadsheet Basics ${stamp}`;

    // The catalogue: tabs as links, search, status filter and the New buttons.
    await page.goto(signInAs("/admin/catalog"));
    await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "Catalogue" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();

    // A new creator.
    await page.getByRole("link", { name: "New creator" }).click();
    await expect(page.getByRole("heading", { name: "New creator", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Create creator" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please check the field marked below." }),
    ).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await fillFields(page, {
      Name: creatorName,
      Bio: "Runs a small online shop and teaches its books.",
      "Website (optional)": "https://robin.example.test",
    });
    await page.getByRole("button", { name: "Create creator" }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\/creators\/\d+$/);
    await expect(page.getByRole("heading", { name: creatorName, level: 1 })).toBeVisible();
    await expect(toast(page)).toContainText("Creator created");

    // Its status changes only with a reason.
    const statusForm = page.getByRole("form", { name: "Change the creator status" });
    await statusForm.getByLabel("New status").selectOption("verified");
    await statusForm.getByRole("button", { name: "Change status" }).click();
    await expect(statusForm.getByRole("alert")).toContainText("Please check the field marked below.");
    await expect(statusForm.getByText("Give a reason of at least 5 characters.")).toBeVisible();
    await expect(statusForm.getByLabel("Reason for the change")).toBeFocused();
    await statusForm.getByLabel("Reason for the change").fill("Identity and track record checked by phone.");
    await statusForm.getByRole("button", { name: "Change status" }).click();
    await expect(toast(page)).toContainText("Status changed");
    await expect(
      page.getByRole("heading", { name: /Creator status/ }).getByText("Verified Creator"),
    ).toBeVisible();
    const creatorAudit = page.getByRole("list", { name: "Audit" });
    await expect(creatorAudit.getByText("Reason: Identity and track record checked by phone.")).toBeVisible();
    await expect(
      creatorAudit.getByText(/Creator status:\s*unverified\s*→?\s*changed to\s*verified/),
    ).toBeVisible();
    await shoot(page, SHOTS, "creator-editor");

    // A new course, its creator found with the picker; the shared schema checks it first.
    await page
      .getByRole("navigation", { name: "Admin pages" })
      .getByRole("link", { name: "Catalogue" })
      .click();
    await page.getByRole("link", { name: "New course" }).click();
    await expect(page.getByRole("heading", { name: "New course", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /Please check the \d+ fields marked below/ }),
    ).toBeVisible();
    await expect(page.getByText("Enter a title.")).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();
    await fillFields(page, {
      Title: title,
      Description: "Eight lessons on keeping stock and sales in a spreadsheet.",
      "Find a creator": creatorName,
    });
    const creatorSelect = page.getByLabel("Creator", { exact: true });
    await expect(creatorSelect.getByRole("option", { name: creatorName })).toHaveCount(1);
    await creatorSelect.selectOption({ label: creatorName });
    await fillFields(page, {
      Category: "Coaching & Consulting",
      "Level (optional)": "beginner",
      "Duration in hours (optional)": "6",
      "Sales page": "not a web address",
      "Red flags (optional)": "Countdown timer that resets\nNo refund policy",
    });
    // The price as the page writes it; a currency written with it must be the one chosen.
    const price = page.getByLabel("Price", { exact: true });
    await price.fill("£49.50");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Enter a full web address starting with http:// or https://.")).toBeVisible();
    await expect(price).toHaveValue("£49.50");
    await expect(page.getByLabel("Currency")).toHaveValue("GBP");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(
      page.getByText("This amount is in GBP but the currency chosen is USD: change one of them."),
    ).toBeVisible();
    await price.fill("49.50");
    const salesPage = `https://shop-basics.example.test/course-${stamp}`;
    await page.getByLabel("Sales page").fill(salesPage);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\/courses\/\d+$/);
    const courseId = Number(/courses\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Public course page" })).toHaveAttribute(
      "href",
      `/courses/${courseId}`,
    );

    // The same sales page again is refused before it is made, with a link to the course.
    await page.goto("/admin/catalog/courses/new");
    await fillFields(page, {
      Title: `${title} again`,
      Description: "The same course, added twice.",
      "Find a creator": creatorName,
    });
    await expect(creatorSelect.getByRole("option", { name: creatorName })).toHaveCount(1);
    await creatorSelect.selectOption({ label: creatorName });
    await fillFields(page, { Category: "Coaching & Consulting", "Sales page": salesPage });
    await page.getByLabel("Price", { exact: true }).fill("49.50");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("This sales page is already in the catalogue.")).toBeVisible();
    await page.getByRole("alert").getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/catalog/courses/${courseId}$`));

    // Verified, with who checked, what and the evidence.
    const record = page.getByRole("form", { name: "Record a verification" });
    await fillFields(record, {
      "Verified by": "HypeCheck editorial team",
      "What was checked": "Bought the course and compared the lessons with the syllabus.",
      "Evidence links (optional)": "https://evidence.example.test/receipt-1",
    });
    await record.getByRole("button", { name: "Record verification" }).click();
    await expect(toast(page)).toContainText("Verification recorded");
    await expect(page.getByRole("form", { name: "Revoke the verification" })).toBeVisible();
    await expect(page.getByRole("link", { name: "https://evidence.example.test/receipt-1" })).toBeVisible();

    // Edited: the price, with a reason; the audit says from what to what.
    await page.getByLabel("Price", { exact: true }).fill("1997");
    await fillFields(page, { "Reason for the change (optional)": "Price raised on the sales page." });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page)).toContainText("Changes saved");
    const audit = page.getByRole("list", { name: "Audit" });
    await expect(audit.getByText(/Price:\s*\$49\.50\s*→?\s*changed to\s*\$1,997/)).toBeVisible();
    await expect(audit.getByText("Reason: Price raised on the sales page.")).toBeVisible();
    await shoot(page, SHOTS, "course-editor");

    // Archived, after a confirmation whose reason is required.
    await page.getByRole("button", { name: "Archive this course…" }).click();
    await expect(page.getByLabel("Reason for archiving")).toBeFocused();
    await page.getByRole("button", { name: "Yes, archive this course" }).click();
    await expect(page.getByText("Give a reason of at least 5 characters.")).toBeVisible();
    await page.getByLabel("Reason for archiving").fill("The seller closed the course.");
    await page.getByRole("button", { name: "Yes, archive this course" }).click();
    await expect(toast(page)).toContainText("Course archived");
    await expect(page.getByText(/^Archived on .*: out of the catalogue and search/)).toBeVisible();

    // The catalogue lists it under Archived.
    await page.goto(`/admin/catalog?status=archived&q=${encodeURIComponent(title)}`);
    const row = page.getByRole("table", { name: "Courses" }).getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Archived");
    await expect(row).toContainText("Verified");
    await expect(row).toContainText("$1,997");
    await expect(row).toContainText(creatorName);
    await page.goto("/admin/catalog");
    await expect(
      page.getByRole("table", { name: "Courses" }).getByRole("row", { name: new RegExp(title) }),
    ).toBeVisible();
    await shoot(page, SHOTS, "catalogue");

    // The public page: the notice on top, and the History.
    await page.goto(`/courses/${courseId}`);
    await expect(
      page.getByText(
        /Archived on [A-Z][a-z]{2} \d{1,2}, \d{4}: this course is no longer in the catalogue\. Its reviews, reports and history are kept\./,
      ),
    ).toBeVisible();
    await page.getByRole("tab", { name: "History" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}\\?tab=history$`));
    const history = page.getByRole("list", { name: "Course history" });
    await expect(history.getByText("Verified by HypeCheck editorial team.")).toBeVisible();
    await expect(history.getByText("Archived: out of the catalogue.")).toBeVisible();
    await expect(history.getByText("Reason: The seller closed the course.")).toBeVisible();
    await expect(history.getByText(/Creator status changed from unverified to verified\./)).toBeVisible();
    await expect(page.getByRole("img", { name: /^Trust score history: / })).toBeVisible();
    await shoot(page, SHOTS, "course-history");

    // The History is an address of its own.
    await page.goto(`/courses/${courseId}?tab=history`);
    await expect(page.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Course history" })).toBeVisible();
    // A guest's first visit arrives rendered by the server, History and all, before any script runs.
    const html = await (await request.get(`/courses/${courseId}?tab=history`)).text();
    expect(html).toContain("this course is no longer in the catalogue");
    expect(html).toContain("What happened");
    expect(html).toContain("The seller closed the course.");
  });

  test("the catalogue's tabs, search and status filter are links and a GET form", async ({ page }) => {
    await page.goto(signInAs("/admin/catalog?tab=creators&status=archived"));
    await expect(page.getByRole("tab", { name: "Creators" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Courses" })).toHaveAttribute("href", "/admin/catalog");
    await expect(page.getByLabel("Status")).toHaveValue("archived");
    await page.getByLabel("Status").selectOption("all");
    await expect(page).toHaveURL(/\/admin\/catalog\?tab=creators$/);
    await page.getByLabel("Search creators").fill("zz-no-such-creator-zz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/tab=creators&q=zz-no-such-creator-zz/);
    await expect(page.getByText("No creators match this search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\?tab=creators$/);
    await page.getByRole("tab", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/admin\/catalog$/);
    await expect(page.getByRole("navigation", { name: "Pages of courses" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Pages of courses" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/admin\/catalog\?page=2$/);
    await expect(page.getByText("Page 2 of")).toBeVisible();

    // A creator's editor links to a new course with the creator already chosen.
    await page.getByRole("tab", { name: "Creators" }).click();
    const firstCreator = page.getByRole("table", { name: "Creators" }).getByRole("link").first();
    const name = (await firstCreator.textContent()) ?? "";
    await firstCreator.click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Add a course" }).click();
    await expect(page.getByRole("heading", { name: "New course", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Creator", { exact: true }).locator("option:checked")).toHaveText(name);
  });

  test("an unreviewed course is badged with a provisional score; a quiet history says so", async ({
    page,
    request,
  }) => {
    const list = (await (await request.get("/api/courses?pageSize=1")).json()) as {
      items: { id: number; title: string }[];
    };
    const first = list.items[0];
    if (!first) throw new Error("the catalogue is empty");
    const detail = (await (await request.get(`/api/courses/${first.id}`)).json()) as Record<string, unknown>;
    // The app is asked in the browser, and its answers say "unreviewed" (no seeded course is).
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === `/api/courses/${first.id}`,
      (route) => route.fulfill({ json: { ...detail, editorialStatus: "unreviewed" } }),
    );
    await page.route(
      (url) => url.pathname === `/api/courses/${first.id}/history`,
      (route) => route.fulfill({ json: { scores: [], events: [] } }),
    );
    await page.route(
      (url) => url.pathname === "/api/courses" && url.searchParams.get("q") === first.title,
      async (route) => {
        const answer = (await (await route.fetch()).json()) as { items: Record<string, unknown>[] };
        await route.fulfill({
          json: {
            ...answer,
            items: answer.items.map((item) => ({ ...item, editorialStatus: "unreviewed" })),
          },
        });
      },
    );

    await page.goto(`/courses/${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText("Not yet reviewed by HypeCheck").first()).toBeVisible();
    await expect(page.getByText(/Provisional:\s*not yet reviewed by HypeCheck/)).toBeVisible();
    await page.getByRole("tab", { name: "History" }).click();
    await expect(page.getByText("No trust scores recorded yet.")).toBeVisible();
    await expect(page.getByText(/Nothing has happened to this course yet/)).toBeVisible();

    await page.goto(`/courses?q=${encodeURIComponent(first.title)}`);
    const card = page.getByRole("article").filter({ hasText: first.title }).first();
    await expect(card.getByText("Not yet reviewed by HypeCheck")).toBeVisible();
    await expect(card.getByText(/Trust \d+%\s*· provisional/)).toBeVisible();
  });

  test("the desk's screens and the course History have no axe violations at 1280 and 390 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const list = (await (await request.get("/api/courses?pageSize=1")).json()) as { items: { id: number }[] };
    const course = list.items[0];
    if (!course) throw new Error("the catalogue is empty");
    await page.goto(signInAs("/admin/catalog"));
    const creators = (await (await page.request.get("/api/admin/creators")).json()) as {
      items: { id: number }[];
    };
    const creator = creators.items[0];
    if (!creator) throw new Error("no creators");
    const paths = [
      "/admin/catalog",
      "/admin/catalog?tab=creators",
      "/admin/catalog/courses/new",
      `/admin/catalog/courses/${course.id}`,
      "/admin/catalog/creators/new",
      `/admin/catalog/creators/${creator.id}`,
      `/courses/${course.id}?tab=history`,
    ];
    const found: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await expect(page.locator(".animate-spin, .animate-pulse")).toHaveCount(0);
        for (const violation of await axeViolations(page)) found.push(`${width} ${path} ${violation}`);
      }
    }
    expect(found).toEqual([]);
  });

  test("is for admins only", async ({ page }) => {
    await page.goto(testLogin("user", "/admin/catalog", "pro"));
    await expect(page.getByText("Admin access required.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toHaveCount(0);
  });
});
