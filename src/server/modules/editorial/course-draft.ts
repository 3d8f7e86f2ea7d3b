// "Add a course by its address": the desk reads the sales page (the reader submissions use,
// snapshots/read-page.ts) and its facts (analysis/page-facts/) and answers the course form's values,
// each with the phrase it came from. Nothing is stored: the admin checks the draft and saves it.
import { and, sql } from "drizzle-orm";
import { type CourseDraft, EDITORIAL_MESSAGES } from "../../../shared/contracts/editorial";
import type { PageFacts } from "../../../shared/contracts/page-facts";
import { canonicalCourseUrl } from "../../../shared/domain/canonical-url";
import { readPageFacts } from "../../analysis/page-facts/page-facts";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { creators } from "../../db/schema/creators";
import { FetchPageError, parsePageUrl } from "../../fetch/fetch-page";
import { AppError, BadRequestError } from "../../lib/errors";
import { bestCategory } from "../analyzer/url-analysis.service";
import { PageReadError, type PageReaderDeps, readPage } from "../snapshots/read-page";
import { findDuplicateCourse } from "./course-duplicates";

export interface CourseDraftDeps {
  db: Db;
  reader: PageReaderDeps;
}

const DESCRIPTION_MAX = 400;
const SALES_COPY_MAX = 100_000;

/**
 * The page's first sentences after its title (a page's text often starts with it), at most
 * DESCRIPTION_MAX characters; null for a page with no text.
 */
function descriptionOf(text: string, title: string | null): string | null {
  const all = text.replace(/\s+/g, " ").trim();
  const flat =
    title && all.toLowerCase().startsWith(title.toLowerCase()) ? all.slice(title.length).trim() : all;
  if (flat === "") return null;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The page could not be read: 422 with the reader's sentence (nothing was stored). */
class UnreadablePageError extends AppError {
  constructor(reason: string) {
    super(422, `The page could not be read: ${reason}`);
  }
}

/** The form's money fields from the facts: an anchor only in the price's currency. */
function moneyOf(facts: PageFacts) {
  const price = facts.price;
  const anchor = facts.anchorPrice;
  return {
    price: price === null ? null : price.billing === "free" ? 0 : price.amount,
    currency: price?.currency ?? anchor?.currency ?? null,
    billing: price?.billing ?? null,
    installmentCount: price?.billing === "installments" ? (price.installments?.count ?? null) : null,
    anchorPrice:
      anchor !== null && (price === null || anchor.currency === price.currency) ? anchor.amount : null,
    refundDays: facts.refund?.kind === "none" ? null : (facts.refund?.days ?? null),
    refundKind: facts.refund?.kind ?? null,
    recurring: facts.recurring?.value ?? null,
  };
}

/**
 * Reads the page at `rawUrl` and answers a draft of the course. 400 for an address that may not be
 * read, 422 for a page that could not be (the reader's reason).
 */
export async function draftCourseFromAddress(deps: CourseDraftDeps, rawUrl: string): Promise<CourseDraft> {
  let address: string;
  try {
    parsePageUrl(rawUrl);
    address = canonicalCourseUrl(rawUrl);
  } catch (error) {
    throw new BadRequestError(error instanceof FetchPageError ? error.message : EDITORIAL_MESSAGES.badUrl);
  }
  let reading: Awaited<ReturnType<typeof readPage>>;
  try {
    reading = await readPage(deps.reader, address);
  } catch (error) {
    if (!(error instanceof PageReadError)) throw error;
    throw error.refused ? new BadRequestError(error.message) : new UnreadablePageError(error.message);
  }
  // Pure and linear in the page (at most 2 MiB): docs/decisions/0239-page-facts-reader.md.
  const facts = readPageFacts(reading.body, reading.finalUrl) as PageFacts;
  const title = facts.title?.value ?? reading.page.title;
  const sellerName = facts.seller?.name ?? null;
  const { db } = deps;
  const [creator] =
    sellerName === null
      ? []
      : await db
          .select({ id: creators.id, name: creators.name })
          .from(creators)
          .where(
            and(
              sql`lower(${creators.name}) = ${sellerName.trim().toLowerCase()}`,
              sql`${creators.editorialStatus} <> 'archived'`,
            ),
          )
          .orderBy(sql`${creators.verificationStatus} = 'verified' desc`, creators.id)
          .limit(1);
  const categoryList = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(categories.sortOrder, categories.id);
  const category = bestCategory(`${title ?? ""} ${reading.page.text}`, categoryList);
  const duplicate =
    (await findDuplicateCourse(db, { url: address, title, creatorId: creator?.id ?? null })) ??
    (reading.finalUrl === address
      ? null
      : await findDuplicateCourse(db, { url: reading.finalUrl, title: null, creatorId: null }));
  return {
    url: address,
    finalUrl: reading.finalUrl,
    title: title === null ? null : title.slice(0, 200),
    description: descriptionOf(reading.page.text, title),
    salesCopy: reading.page.text.slice(0, SALES_COPY_MAX),
    categorySlug: category?.slug ?? null,
    sellerName,
    creator: creator ?? null,
    ...moneyOf(facts),
    facts,
    duplicate,
  };
}
