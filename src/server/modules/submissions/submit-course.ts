// A member's course submission by address. The address is kept only in its canonical spelling (no
// tracking or personal parameters). A page already in the catalogue (same address key) answers with
// that course; otherwise the page is fetched at its canonical address (each fetch counts toward the
// member's daily allowance, whatever comes of it) and a readable page becomes an unreviewed course in
// one transaction, made from the page's facts with their evidence (submission-facts.ts): a stand-in
// creator of its own named after the seller the page names (never a known creator, whatever name or
// host the member gives, and never named after the host), first snapshot, score, audit row,
// submission row.
import type { CourseSummary } from "../../../shared/contracts/catalog";
import { SUBMISSION_MESSAGES, type SubmissionBody } from "../../../shared/contracts/submissions";
import { canonicalCourseUrl, courseUrlKey } from "../../../shared/domain/canonical-url";
import { isSharedHost } from "../../analysis/shared-hosts";
import { storableText } from "../../analysis/storable-text";
import type { Executor } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { coursePriceHistory } from "../../db/schema/courses";
import { coursePages } from "../../db/schema/snapshots";
import { courseSubmissions } from "../../db/schema/submissions";
import { parsePageUrl } from "../../fetch/fetch-page";
import { AppError, BadRequestError } from "../../lib/errors";
import { bestCategory } from "../analyzer/url-analysis.service";
import { CATALOGUE_CHANGED } from "../courses/catalogue-changed";
import { insertAudited, insertCreator } from "../editorial/catalogue-writes";
import { pagePrice } from "../snapshots/page-price";
import { PageReadError, readPage, TOO_LITTLE_TEXT } from "../snapshots/read-page";
import { rescoreCourse } from "../trust/trust-engine";
import { courseIdAtKey } from "./canonical-urls";
import { hostOf, nowOf, STAND_IN_BIO, type SubmissionDeps, summaryOf } from "./submission-deps";
import { columnsFromFacts, standInName } from "./submission-facts";
import { assertUnderLimit, lockMemberSubmissions, reserveFetch } from "./submission-limits";

/** When no category's words occur on the page. */
const FALLBACK_CATEGORY = "digital-products-info-businesses";
const DESCRIPTION_MAX = 300;
const SALES_COPY_MAX = 100_000;

/** For the server's log only: where and why, without the page or the address's query. */
interface UnreadableDetail {
  host: string;
  path: string;
  reason: string;
}

/**
 * 422: no readable page was found at the address; nothing was stored. The message the member reads
 * says nothing about the remote host's network or answer; `detail` is for the log.
 */
export class UnreadablePageError extends AppError {
  constructor(
    message: string,
    readonly detail: UnreadableDetail,
  ) {
    super(422, message);
  }
}

function unreadable(address: string, error: PageReadError): UnreadablePageError {
  const url = new URL(address);
  const detail = { host: url.host, path: url.pathname.slice(0, 200), reason: error.message.slice(0, 200) };
  const message =
    error.message === TOO_LITTLE_TEXT ? SUBMISSION_MESSAGES.tooLittleText : SUBMISSION_MESSAGES.unreadable;
  return new UnreadablePageError(message, detail);
}

/** The first sentences of the page, at most DESCRIPTION_MAX characters. */
function descriptionOf(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat || fallback;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

async function categoryFor(tx: Executor, text: string): Promise<number> {
  const list = await tx
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(categories.sortOrder, categories.id);
  const best = bestCategory(text, list) ?? list.find((c) => c.slug === FALLBACK_CATEGORY) ?? list[0];
  if (!best) throw new Error("no categories (is the database seeded?)");
  return best.id;
}

/**
 * The submission's own creator, unreviewed and labelled so: named after the page's seller (else
 * as the member says, else "Unknown seller (host)": standInName), with the submitted address's
 * site unless it is a shared host. Never a known creator: a name or a host is no evidence of who
 * sells a page (a page may redirect to someone's site, and a redirect can change). Admins attach
 * the course to a known creator when they accept it.
 */
async function standInCreator(
  tx: Executor,
  address: string,
  name: string,
  actorId: string,
  at: Date,
): Promise<number> {
  const url = new URL(address);
  const host = hostOf(address);
  const values = {
    name,
    bio: STAND_IN_BIO,
    websiteUrl: isSharedHost(host) ? null : `${url.protocol}//${url.host}`,
    verificationStatus: "unverified" as const,
    editorialStatus: "unreviewed" as const,
  };
  return insertCreator(tx, values, { actorId, action: "submitted", at });
}

/** 200 with an existing course (`created` false), or 201 with the new one. */
export async function submitCourse(
  deps: SubmissionDeps,
  userId: string,
  body: SubmissionBody,
): Promise<{ created: boolean; course: CourseSummary }> {
  const { db } = deps;
  const started = nowOf(deps);
  await assertUnderLimit(db, userId, started);
  let address: string;
  let key: string;
  try {
    parsePageUrl(body.url);
    address = canonicalCourseUrl(body.url);
    key = courseUrlKey(address);
  } catch (error) {
    throw new BadRequestError(error instanceof Error ? error.message : SUBMISSION_MESSAGES.badUrl);
  }
  const existing = await courseIdAtKey(db, key);
  if (existing !== null) return { created: false, course: await summaryOf(deps, existing) };

  await reserveFetch(db, userId, started);
  let reading: Awaited<ReturnType<typeof readPage>>;
  try {
    // The canonical address: what the member's link said about them is not sent on.
    reading = await readPage(deps.reader, address);
  } catch (error) {
    if (!(error instanceof PageReadError)) throw error;
    throw unreadable(address, error);
  }
  // The address redirected to a page we already have.
  const finalKey = courseUrlKey(reading.finalUrl);
  if (finalKey !== key) {
    const redirected = await courseIdAtKey(db, finalKey);
    if (redirected !== null) return { created: false, course: await summaryOf(deps, redirected) };
  }

  const at = nowOf(deps);
  const { page } = reading;
  const host = hostOf(reading.finalUrl);
  const fromFacts = columnsFromFacts(page.facts, page.title ?? host);
  const price = pagePrice(page.facts);
  // The raw page the snapshot wrote: removed again if the transaction does not commit.
  let rawKey: string | null = null;
  let courseId: number;
  try {
    courseId = await deps.events.transaction(db, async (tx, emit) => {
      // One submission of a member at a time: the limit is counted again under the lock.
      await lockMemberSubmissions(tx, userId);
      await assertUnderLimit(tx, userId, at);
      const creator = standInName(page.facts, body.creatorName, hostOf(address));
      const values = {
        ...fromFacts,
        // Cut at a length, which can fall inside a surrogate pair: the half left is removed.
        description: storableText(descriptionOf(page.text, fromFacts.title)),
        salesCopy: storableText(page.text.slice(0, SALES_COPY_MAX)),
        creatorId: await standInCreator(tx, address, creator.name, userId, at),
        categoryId: await categoryFor(tx, `${fromFacts.title} ${page.text}`),
        originalUrl: address,
        canonicalUrl: key,
        editorialStatus: "unreviewed" as const,
      };
      // The page's whole text is the sales copy, and the facts' evidence is in the snapshot: too
      // long for the audit row.
      const { salesCopy: _copy, facts: _facts, ...audited } = values;
      const id = await insertAudited(
        tx,
        "course",
        values,
        { actorId: userId, action: "submitted", reason: body.note || null, at },
        audited,
      );
      if (price !== null) {
        await tx
          .insert(coursePriceHistory)
          .values({ courseId: id, priceCents: price.cents, currency: price.currency, recordedAt: at });
      }
      rawKey = (await deps.snapshots.recordFetch(id, reading, tx, emit)).objectKey;
      await tx.insert(coursePages).values({ courseId: id, checkedAt: reading.fetchedAt, failures: 0 });
      await tx.insert(courseSubmissions).values({
        courseId: id,
        userId,
        url: address,
        canonicalUrl: key,
        note: body.note || null,
        createdAt: at,
      });
      await rescoreCourse(tx, emit, id, at);
      await emit(CATALOGUE_CHANGED, { listsChanged: true });
      return id;
    });
  } catch (error) {
    await deps.snapshots.discardRaw(rawKey);
    throw error;
  }
  return { created: true, course: await summaryOf(deps, courseId) };
}
