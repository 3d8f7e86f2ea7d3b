// Public enforcement records end to end: an admin imports a record (HypeCheck's format) naming a new
// creator and their site, finds it on /admin/public-records and links it with the evidence; the
// creator's page then shows it, and a Pro background check lists it as confirmed, while a name
// that only a record gives (no creator) comes under "Public records naming …" with the warning.
// Every name, site and case here is fictional and made by this test.
import type { APIRequestContext } from "@playwright/test";
import type { AdminCreator } from "../../src/shared/contracts/editorial";
import { expect, test, testLogin, uniqueStamp } from "./fixtures";

/** Letters only (a name the matcher reads as a name): the stamp's digits as letters. */
function lettersOf(stamp: string): string {
  return stamp.replace(/\D/g, "").replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
}

async function newCreator(request: APIRequestContext, name: string, site: string) {
  const login = await request.get("/api/auth/test-login?role=admin&plan=pro&next=/");
  expect(login.ok()).toBe(true);
  const creator = await request.post("/api/admin/creators", {
    data: { name, bio: "Sells a fictional trading course (made by a browser test).", website: site },
  });
  expect(creator.status(), await creator.text()).toBe(201);
  return (await creator.json()) as AdminCreator;
}

function recordsFile(stamp: string, name: string, host: string, bystander: string): string {
  const record = (sourceId: string, title: string, names: object[]) => ({
    sourceId,
    authority: "FTC",
    authorityName: "US Federal Trade Commission",
    jurisdiction: "US",
    kind: "complaint",
    date: "2026-03-02",
    title,
    url: "https://www.ftc.gov/news-events/news/press-releases",
    names,
    outcome: "alleged",
    summary: "The FTC alleged that a trading course promised returns it could not support (fictional).",
    topics: ["trading"],
  });
  return JSON.stringify({
    format: "hypecheck-public-records",
    version: 1,
    dataset: "hypecheck-e2e",
    refreshedAt: "2026-11-20",
    records: [
      record(`e2e-${stamp}-a`, `FTC Sues ${name} Over Trading Course Claims (fictional ${stamp})`, [
        { name, kind: "person", role: "defendant", aliases: [], domains: [host] },
      ]),
      record(`e2e-${stamp}-b`, `FTC Sues ${bystander} (fictional ${stamp})`, [
        { name: bystander, kind: "person", role: "defendant", aliases: [], domains: [] },
      ]),
    ],
  });
}

test("an admin imports and links a record; the creator page and the background check show it", async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const letters = lettersOf(stamp);
  const name = `Rosalind Quarrington${letters}`;
  const bystander = `Ilse Marrowby${letters}`;
  const host = `quarrington-${letters}.example.test`;
  const creator = await newCreator(page.request, name, `https://${host}`);

  await page.goto(testLogin("admin", "/admin/public-records", "pro"));
  await expect(page.getByRole("heading", { name: "Public records", level: 1 })).toBeVisible();
  const importForm = page.getByRole("form", { name: "Import records" });
  await importForm.getByLabel("Content").fill(recordsFile(stamp, name, host, bystander));
  await importForm.getByRole("button", { name: "Import" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "2 imported, 0 updated, 0 skipped" }),
  ).toBeVisible();

  await page.getByLabel("Name, company or site").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`1 record naming “${name}”:`)).toBeVisible();
  await page.getByRole("button", { name: /Link to a creator/ }).click();
  const linkForm = page.getByRole("form", { name: "Link the record to a creator" });
  await linkForm.getByLabel("Creator", { exact: true }).selectOption({ label: `${name} (https://${host})` });
  await linkForm
    .getByLabel("Evidence")
    .fill(`The complaint names ${host}, the website on this creator's profile.`);
  await linkForm.getByRole("button", { name: "Confirm the link" }).click();
  await expect(page.getByText(/Linked\. .* rescored; followers were told\./)).toBeVisible();

  await page.goto(`/creators/${creator.slug}`);
  const records = page.getByRole("region", { name: "Public enforcement records" });
  await expect(records.getByText("Named in an FTC complaint (alleged)")).toBeVisible();
  await expect(records.getByText("Confirmed by HypeCheck")).toBeVisible();
  await expect(records.getByText(`The complaint names ${host}`)).toBeVisible();

  await page.goto("/creator-background-checker");
  await page.getByLabel("Creator name").fill(name);
  await page.getByRole("button", { name: "Run background check" }).click();
  const found = page.getByRole("region", { name: "Public enforcement records" });
  await expect(found.getByText("Confirmed by HypeCheck")).toBeVisible();
  await expect(found.getByRole("link", { name: new RegExp(`FTC Sues ${name}`) })).toHaveAttribute(
    "href",
    "https://www.ftc.gov/news-events/news/press-releases",
  );

  // A name only a record gives: listed as naming them, with the warning, and attached to nobody.
  await page.getByLabel("Creator name").fill(bystander);
  await page.getByRole("button", { name: "Run background check" }).click();
  await expect(page.getByRole("heading", { name: `Public records naming ${bystander}` })).toBeVisible();
  await expect(page.getByText("Matched on the name only: someone else can share this name.")).toBeVisible();
  await expect(page.getByText("Matched on name only")).toBeVisible();
  await page.getByText(/^Searched \d+ public records? from \d+ sources?$/).click();
  await page.getByRole("link", { name: /Where these records come from/ }).click();
  await expect(page.getByRole("heading", { name: "What regulators and courts have said" })).toBeVisible();
  await expect(page.getByText("HypeCheck e2e")).toBeVisible();
});
