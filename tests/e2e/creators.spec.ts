// The creator directory (/creators) and profiles (/creators/{slug}): search with a typo, the
// verification filter, the empty state, a profile's courses with the Enroll Now / View Course rule,
// paging and the not-found state. Expected figures come from the API, so the tests hold whatever
// the demo catalogue contains.
import type { APIRequestContext, Page } from "@playwright/test";
import type { CreatorDetail, CreatorListItem } from "../../src/shared/contracts/creators";
import { expect, renderInBrowser, test } from "./fixtures";

async function listCreators(request: APIRequestContext, query = ""): Promise<CreatorListItem[]> {
  const response = await request.get(`/api/creators?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CreatorListItem[];
}

async function creatorDetail(request: APIRequestContext, slug: string): Promise<CreatorDetail> {
  const response = await request.get(`/api/creators/${slug}?page=1&pageSize=12`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CreatorDetail;
}

function found(total: number): string {
  return `Found ${total.toLocaleString("en-US")} ${total === 1 ? "creator" : "creators"}`;
}

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function searchBox(page: Page) {
  return page.getByPlaceholder("Search creators by name, expertise, or background...");
}

test.describe("creators directory", () => {
  test("lists, searches with a typo, filters by status and empties", async ({ page, request }) => {
    const all = await listCreators(request);
    expect(all.length).toBeGreaterThan(1);

    await page.goto("/creators");
    await expect(page.getByRole("heading", { name: "Creators directory", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: found(all.length) })).toBeVisible();
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page.getByRole("heading", { name: "How We Verify Creators" })).toBeVisible();
    await expect(page.getByText("Business registration confirmed")).toBeVisible();
    await expect(page.getByText("Proceed with caution")).toBeVisible();

    const first = cards(page).first();
    const top = all[0]!;
    await expect(first.getByRole("heading", { name: top.name })).toBeVisible();
    await expect(first.getByText(top.isVerified ? "Verified" : "Unverified", { exact: true })).toBeVisible();
    await expect(first.getByText(/^(Trust \d+%|Not scored)$/)).toBeVisible();
    await expect(first.getByRole("link", { name: /^View Profile/ })).toHaveAttribute(
      "href",
      `/creators/${top.slug}`,
    );
    const website = first.getByRole("link", { name: /^Website/ });
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", /noopener/);
    // Specialties: at most 3, the rest counted.
    const many = all.find((c) => c.specialties.length > 3);
    if (many) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: many.name, exact: true }) });
      await expect(card.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveCount(4);
      await expect(card.getByText(`+${many.specialties.length - 3} more`)).toBeVisible();
    }

    // A misspelt name still finds the creator; the search goes into the address.
    const target = all.find((c) => c.name.split(" ").some((w) => w.length >= 7))!;
    const word = target.name.split(" ").find((w) => w.length >= 7)!;
    const typo = `${word.slice(0, 3)}${word.slice(4)}`.toLowerCase();
    await searchBox(page).fill(typo);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/creators\\?search=${typo}$`));
    const matches = await listCreators(request, `search=${typo}`);
    expect(matches.map((c) => c.slug)).toContain(target.slug);
    await expect(page.getByRole("heading", { name: found(matches.length) })).toBeVisible();
    await expect(page.getByRole("heading", { name: target.name, exact: true })).toBeVisible();

    // Verified filter, combined with no search.
    await searchBox(page).fill("");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/creators$/);
    const verified = await listCreators(request, "filter=verified");
    const statusFilter = page.getByRole("navigation", { name: "Verification status" });
    // The links follow the address once the cleared search has rendered (a navigation renders in a
    // transition, so for a moment the old links can still be on screen).
    await expect(statusFilter.getByRole("link", { name: "Verified", exact: true })).toHaveAttribute(
      "href",
      "/creators?filter=verified",
    );
    await statusFilter.getByRole("link", { name: "Verified", exact: true }).click();
    await expect(page).toHaveURL(/\/creators\?filter=verified$/);
    await expect(statusFilter.getByRole("link", { name: "Verified", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(statusFilter.getByRole("link", { name: "All", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(page.getByRole("heading", { name: found(verified.length) })).toBeVisible();
    await expect(cards(page)).toHaveCount(verified.length);
    await expect(cards(page).getByText("Unverified", { exact: true })).toHaveCount(0);

    const unverified = await listCreators(request, "filter=unverified");
    await statusFilter.getByRole("link", { name: "Unverified", exact: true }).click();
    await expect(page).toHaveURL(/\/creators\?filter=unverified$/);
    await expect(page.getByRole("heading", { name: found(unverified.length) })).toBeVisible();
    expect(verified.length + unverified.length).toBe(all.length);

    // Nothing matches: the empty state, and Clear Filters starts again.
    await searchBox(page).fill("xqzvwkjhgf");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("heading", { name: "Found 0 creators" })).toBeVisible();
    await expect(page.getByText("No creators found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/creators$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { name: found(all.length) })).toBeVisible();
  });
});

test.describe("creator profile", () => {
  test("shows the creator, their links and their course cards", async ({ page, request }) => {
    const all = await listCreators(request);
    const creator = [...all].sort((a, b) => b.courseCount - a.courseCount)[0]!;
    const detail = await creatorDetail(request, creator.slug);
    expect(detail.courses.total).toBeGreaterThan(0);

    await page.goto(`/creators?search=${encodeURIComponent(creator.name)}`);
    await cards(page)
      .filter({ has: page.getByRole("heading", { name: creator.name, exact: true }) })
      .getByRole("link", { name: /^View Profile/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/creators/${creator.slug}$`));
    await expect(page.getByRole("heading", { name: creator.name, level: 1 })).toBeVisible();
    await expect(
      page
        .getByText(creator.isVerified ? "Verified Creator" : /^(Suspicious Claims|Unverified Creator)$/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: `Courses by ${creator.name}` })).toBeVisible();
    const total = detail.courses.total;
    await expect(page.getByText(`${total} ${total === 1 ? "course" : "courses"} available`)).toBeVisible();
    await expect(cards(page)).toHaveCount(detail.courses.items.length);

    // Social links: only those on record.
    const links = page.getByRole("list", { name: "Links" });
    for (const [label, href] of [
      ["YouTube", detail.socials.youtube],
      ["Instagram", detail.socials.instagram],
      ["X", detail.socials.x],
    ] as const) {
      const link = links.getByRole("link", { name: new RegExp(`^${label}\\b`) });
      if (href === null) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute("href", href);
    }

    // The button rule: Enroll Now (affiliate, disclosed) only for a verified course with an affiliate link.
    for (const course of detail.courses.items) {
      const card = cards(page).filter({
        has: page.getByRole("heading", { name: course.title, exact: true }),
      });
      await expect(card.getByRole("link", { name: /^View creator profile/ })).toHaveAttribute(
        "href",
        `/creators/${creator.slug}`,
      );
      if (course.isVerified && course.affiliateUrl !== null) {
        const enroll = card.getByRole("link", { name: /^Enroll Now/ });
        await expect(enroll).toHaveAttribute("href", `/go/${course.id}?from=creator`);
        await expect(enroll).toHaveAttribute("target", "_blank");
        await expect(enroll).toHaveAttribute("rel", "noopener noreferrer sponsored");
        await expect(card.getByText("✓ Verified Course")).toBeVisible();
        await expect(card.getByRole("link", { name: "Affiliate disclosure" })).toBeVisible();
      } else {
        const view = card.getByRole("link", { name: /^View Course/ });
        await expect(view).toHaveAttribute("href", course.originalUrl);
        await expect(view).toHaveAttribute("target", "_blank");
        await expect(card.getByText("✓ Verified Course")).toHaveCount(0);
      }
    }
    // One page of courses: no pager.
    if (!detail.courses.hasMore) await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);

    await page.getByRole("link", { name: "Back to Creators" }).click();
    await expect(page).toHaveURL(/\/creators$/);
  });

  test("pages through more than 12 courses", async ({ page, request }) => {
    const all = await listCreators(request);
    const creator = [...all].sort((a, b) => b.courseCount - a.courseCount)[0]!;
    const detail = await creatorDetail(request, creator.slug);
    const items = detail.courses.items;
    // The demo catalogue gives nobody 13 courses, so the answer is stretched to two pages:
    // the first page repeats the creator's courses up to 12, the second holds 2.
    const firstPage = Array.from({ length: 12 }, (_, i) => ({
      ...items[i % items.length]!,
      id: 100_000 + i,
    }));
    const secondPage = [items[0]!, items[items.length - 1]!].map((c, i) => ({
      ...c,
      id: 200_000 + i,
      title: `${c.title} (page two ${i})`,
    }));
    await page.route(`**/api/creators/${creator.slug}?*`, async (route) => {
      const pageNumber = new URL(route.request().url()).searchParams.get("page");
      const courses =
        pageNumber === "2"
          ? { items: secondPage, total: 14, hasMore: false }
          : { items: firstPage, total: 14, hasMore: true };
      await route.fulfill({ json: { ...detail, courses } });
    });

    await renderInBrowser(page);
    await page.goto(`/creators/${creator.slug}`);
    await expect(page.getByText("14 courses available")).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("navigation", { name: "Course pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/creators/${creator.slug}\\?page=2$`));
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole("heading", { name: secondPage[0]!.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page
      .getByRole("navigation", { name: "Course pages" })
      .getByRole("link", { name: "Previous" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/creators/${creator.slug}$`));
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
  });

  test("an unknown creator shows Creator not found", async ({ page }) => {
    await page.goto("/creators/no-such-creator-anywhere");
    await expect(page.getByRole("heading", { name: "Creator not found" })).toBeVisible();
    await expect(page.getByText("The creator you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Creators" }).click();
    await expect(page).toHaveURL(/\/creators$/);
    await expect(page.getByRole("heading", { name: "Creators directory", level: 1 })).toBeVisible();
  });
});
