// The AI course analyzer (/ai-course-analyzer): POST /api/ai/analyze-course {url}. A URL of a
// catalogue course is answered from its stored record (trust breakdown, findings, creator: the
// course's one verdict), the page read only for its seller; any other URL is fetched safely (fetch/fetch-page.ts), read as text,
// run through the detector and compared with the catalogue category it talks about. The provider
// may rewrite the recommendation only; every number comes from the engine. The route (ai.routes.ts)
// does sign-in, plan, quota and the usage log.
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { AlternativeCourse, CourseAnalysis } from "../../../shared/contracts/analysis";
import { DEFAULT_CURRENCY, fromMinor } from "../../../shared/domain/money";

import { type AnalysisSubject, buildCourseAnalysis } from "../../analysis/course-analysis";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import { addFindings } from "../../analysis/detector/merge";
import type { PageAnalysis } from "../../analysis/page-analysis";
import { readPageFacts } from "../../analysis/page-facts/page-facts";
import type { PageFacts } from "../../analysis/page-facts/types";
import { judgeClaims } from "../../analysis/providers/claim-judge";
import { engineOf, type ProseTask } from "../../analysis/providers/provider";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { type FetchedPage, FetchPageError, fetchPage, parsePageUrl } from "../../fetch/fetch-page";
import { AppError, BadRequestError } from "../../lib/errors";
import type { AnalyzerEngineDeps } from "./analyzer-deps";
import { type CourseFacts, loadCourseFacts } from "./course-facts";

export const UNABLE_TO_ANALYZE = "Unable to analyze course.";
export const CHECK_THE_URL = "Please check the URL and try again.";
/** Fewer readable characters than this is not a sales page we can judge (often a JavaScript-only page). */
export const MIN_PAGE_TEXT = 150;
export const RECOMMENDATION_MAX_LENGTH = 600;
const ALTERNATIVES = 3;

export interface UrlAnalysisOutcome {
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  error: string | null;
}

export interface UrlAnalysisResult {
  analysis: CourseAnalysis;
  /** The catalogue course the URL belongs to, if any. */
  courseId: number | null;
  outcome: UrlAnalysisOutcome;
}

/** 422: the address is allowed, but there is no page we can analyse behind it. */
export class UnanalyzablePageError extends AppError {
  constructor(reason: string) {
    super(422, `${UNABLE_TO_ANALYZE} ${reason} ${CHECK_THE_URL}`);
  }
}

/**
 * The spellings a catalogue may have stored for the page at `url`: either scheme, with or without
 * "www.", with or without a trailing slash; the host lower-cased and the fragment dropped. Matching
 * exact strings keeps the lookup a cheap comparison (no per-row normalisation of 100k URLs).
 */
export function urlVariants(url: URL): string[] {
  const host = url.host.toLowerCase().replace(/^www\./, "");
  const path = url.pathname.replace(/\/+$/, "");
  const variants = new Set<string>();
  for (const scheme of ["https://", "http://"]) {
    for (const www of ["", "www."]) {
      for (const slash of ["", "/"]) variants.add(`${scheme}${www}${host}${path}${slash}${url.search}`);
    }
  }
  return [...variants];
}

async function findCatalogueCourse(db: Db, url: URL): Promise<number | null> {
  const variants = urlVariants(url);
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(or(inArray(courses.originalUrl, variants), inArray(courses.affiliateUrl, variants)))
    .orderBy(desc(courses.isVerified), courses.id)
    .limit(1);
  return row?.id ?? null;
}

// ---- Category of a page that is not in the catalogue ----

const CATEGORY_STOP_WORDS = new Set(["and", "the", "of", "e"]);

/** The words of a category's name and slug, reduced to stems ("agencies" -> "agenc"). */
function categoryStems(name: string, slug: string): string[] {
  const words = `${name} ${slug}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !CATEGORY_STOP_WORDS.has(w));
  return [...new Set(words.map((w) => (w.length > 4 ? w.replace(/(ies|es|s)$/, "") : w)))];
}

/**
 * The category whose name and slug words the text uses most (each word counted up to 5 times, so
 * one repeated word cannot decide alone); null when none occurs. Ties go to the first in tab order.
 */
export function bestCategory<C extends { name: string; slug: string }>(
  text: string,
  list: readonly C[],
): C | null {
  const lower = text.toLowerCase();
  let best: C | null = null;
  let bestScore = 0;
  for (const category of list) {
    let score = 0;
    for (const stem of categoryStems(category.name, category.slug)) {
      const hits = lower.match(new RegExp(`\\b${stem}`, "g"))?.length ?? 0;
      score += Math.min(hits, 5);
    }
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The category's catalogue prices in `currency` (a course priced in another one is counted, never
 * compared: src/shared/domain/money.ts) and its best verified courses to suggest.
 */
async function categoryMarket(
  db: Db,
  categoryId: number | null,
  excludeCourseId: number | null,
  currency: string,
): Promise<{
  prices: number[];
  otherCurrencyCount: number;
  alternatives: Array<z.infer<typeof AlternativeCourse>>;
}> {
  if (categoryId === null) return { prices: [], otherCurrencyCount: 0, alternatives: [] };
  const [priceRows, alternativeRows] = await Promise.all([
    db
      .select({ priceCents: courses.priceCents, currency: courses.currency })
      .from(courses)
      .where(eq(courses.categoryId, categoryId)),
    db
      .select({
        id: courses.id,
        title: courses.title,
        trustScore: courses.trustScore,
        priceCents: courses.priceCents,
        currency: courses.currency,
      })
      .from(courses)
      .where(
        and(
          eq(courses.categoryId, categoryId),
          eq(courses.isVerified, true),
          excludeCourseId === null ? undefined : ne(courses.id, excludeCourseId),
        ),
      )
      .orderBy(
        sql`${courses.trustScore} desc nulls last`,
        sql`${courses.averageRating} desc nulls last`,
        courses.id,
      )
      .limit(ALTERNATIVES),
  ]);
  const same = priceRows.filter((r) => r.currency === currency);
  return {
    prices: same.map((r) => fromMinor(r.priceCents, r.currency)),
    otherCurrencyCount: priceRows.length - same.length,
    alternatives: alternativeRows.map((r) => ({
      id: r.id,
      title: r.title,
      trustScore: r.trustScore,
      price: fromMinor(r.priceCents, r.currency),
      currency: r.currency,
    })),
  };
}

// ---- Putting it together ----

async function catalogueSubject(
  deps: AnalyzerEngineDeps,
  facts: CourseFacts,
  url: URL,
): Promise<AnalysisSubject> {
  const [[creatorCourses], [category]] = await Promise.all([
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(eq(courses.creatorId, facts.creator.id)),
    deps.db.select({ categoryId: courses.categoryId }).from(courses).where(eq(courses.id, facts.id)),
  ]);
  const market = await categoryMarket(deps.db, category?.categoryId ?? null, facts.id, facts.currency);
  return {
    source: { kind: "url", url: url.href, courseId: facts.id, title: facts.title },
    // The course's own findings, as its page, quick look and trust endpoint state them (one verdict,
    // analysis/verdict.ts); what the live page says now reaches them all through the page watch.
    detection: facts.detection,
    trust: facts.trust,
    trustStored: facts.trustStored,
    recordedFlags: facts.recordedFlags,
    creator: {
      name: facts.creator.name,
      status: facts.creator.status,
      courseCount: Number(creatorCourses?.n ?? 0),
      confirmedReports: facts.communityReports.confirmed,
      openReports: facts.communityReports.open,
    },
    price: facts.price,
    currency: facts.currency,
    categoryPrices: market.prices,
    otherCurrencyCount: market.otherCurrencyCount,
    alternatives: market.alternatives,
  };
}

async function pageSubject(deps: AnalyzerEngineDeps, url: URL, page: PageAnalysis): Promise<AnalysisSubject> {
  const categoryList = await deps.db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(categories.sortOrder, categories.id);
  const category = bestCategory(`${page.title ?? ""} ${page.text}`, categoryList);
  // What the page charges as the page-facts reader reads it (the page is analysed with its address),
  // in its currency (decision 0239): a price it cannot read with confidence is none, never the text's
  // first dollar amount.
  const stated = page.facts?.price ?? null;
  const currency = stated?.currency ?? DEFAULT_CURRENCY;
  const market = await categoryMarket(deps.db, category?.id ?? null, null, currency);
  return {
    source: { kind: "url", url: url.href, courseId: null, title: page.title },
    detection: page.detection,
    trust: null,
    creator: null,
    price: stated?.amount ?? null,
    currency,
    categoryPrices: market.prices,
    otherCurrencyCount: market.otherCurrencyCount,
    alternatives: market.alternatives,
  };
}

function recommendationTask(analysis: CourseAnalysis): ProseTask<string> {
  return {
    name: "url-recommendation",
    instructions:
      "You advise a consumer deciding whether to buy an online business course. Rewrite the draft " +
      `recommendation in plain English, at most ${RECOMMENDATION_MAX_LENGTH} characters and 3 sentences. ` +
      "Use only the facts given: keep the verdict, the trust score and the risk level; do not add numbers, " +
      "names, claims or promises of results. Answer with the recommendation text only.",
    facts: {
      draft: analysis.recommendation,
      title: analysis.source.title,
      trustScore: analysis.trustScore,
      riskLevel: analysis.riskLevel,
      redFlags: analysis.redFlags,
      positiveSignals: analysis.positiveSignals,
      creatorCredibility: analysis.creatorCredibility,
      priceAnalysis: analysis.priceAnalysis,
      expectedROI: analysis.expectedROI,
      alternativeCourses: analysis.alternativeCourses,
    },
    schema: z.string().trim().min(1).max(RECOMMENDATION_MAX_LENGTH),
    fallback: analysis.recommendation,
  };
}

type PageWithFacts = PageAnalysis & { facts?: PageFacts | null };

/**
 * The seller the page names (its page facts, docs/decisions/0239-page-facts-reader.md) and the
 * public enforcement records naming it, matched with the page's site as the background check
 * matches a creator's (docs/public-records.md): a match on the name alone says so.
 */
async function sellerRecords(
  deps: AnalyzerEngineDeps,
  page: PageWithFacts,
  fetched: FetchedPage,
): Promise<NonNullable<CourseAnalysis["seller"]>> {
  // The pool's reading when it has one; else read here (bounded, linear: page-facts/).
  const facts = page.facts ?? readPageFacts(fetched.body, fetched.finalUrl);
  const name = facts.seller?.name ?? null;
  const [publicRecords, searched] = await Promise.all([
    name === null
      ? Promise.resolve([])
      : deps.publicRecords.matchSeller({ sellerName: name, site: fetched.finalUrl }),
    deps.publicRecords.sources(),
  ]);
  return { name, publicRecords, recordsSearched: searched.sources };
}

/**
 * Analyses the page at `rawUrl`. Throws BadRequestError (400) for an address the analyzer may not
 * fetch, and UnanalyzablePageError (422) when the page cannot be read or holds too little text.
 */
export async function analyzeCourseUrl(
  deps: AnalyzerEngineDeps,
  rawUrl: string,
  now: Date,
): Promise<UrlAnalysisResult> {
  let url: URL;
  try {
    url = parsePageUrl(rawUrl);
  } catch (error) {
    if (error instanceof FetchPageError) throw new BadRequestError(error.message);
    throw error;
  }

  const courseId = await findCatalogueCourse(deps.db, url);
  let page: PageAnalysis | null = null;
  let fetched: FetchedPage | null = null;
  try {
    fetched = await fetchPage(url.href, { allowPrivate: deps.config.analyzer.allowPrivateUrls });
    // Reading and analysing the page is CPU work: it runs in the pool, off the event loop. Given
    // the address, a pool that reads the page's facts returns them too (`facts`).
    const input = { contentType: fetched.contentType, body: fetched.body, url: fetched.finalUrl };
    page = await deps.analysis.analyzePage(input);
  } catch (error) {
    if (!(error instanceof FetchPageError)) throw error;
    // A catalogue course is answered from its record when its page cannot be read (or may not be).
    if (courseId === null) {
      throw error.refused ? new BadRequestError(error.message) : new UnanalyzablePageError(error.message);
    }
  }
  if (courseId === null && page !== null && page.text.trim().length < MIN_PAGE_TEXT) {
    throw new UnanalyzablePageError(
      "The page has almost no readable text (it may need JavaScript to show its content).",
    );
  }

  let subject =
    courseId !== null
      ? await catalogueSubject(deps, await loadCourseFacts(deps.db, courseId, now), url)
      : await pageSubject(deps, url, page!);
  // With an LLM provider, its judged claims join the built-in ones (only phrases found in the page).
  const judged =
    deps.ai.provider.name === "openai" && page !== null && courseId === null
      ? await judgeClaims(deps.ai.provider, [{ field: "page", text: page.text }])
      : null;
  if (judged) subject = { ...subject, detection: addFindings(subject.detection, judged.findings) };
  const draft = buildCourseAnalysis(subject, DETECTOR_VERSION, now);
  const [outcome, seller] = await Promise.all([
    deps.ai.provider.write(recommendationTask(draft)),
    page !== null && fetched !== null ? sellerRecords(deps, page, fetched) : Promise.resolve(undefined),
  ]);
  const sum = (a: number | null, b: number | null | undefined) =>
    a === null && b == null ? null : (a ?? 0) + (b ?? 0);
  return {
    analysis: {
      ...draft,
      recommendation: outcome.value,
      engine: engineOf(outcome),
      ...(seller ? { seller } : {}),
    },
    courseId,
    outcome: {
      model: outcome.model,
      promptTokens: sum(outcome.promptTokens, judged?.outcome.promptTokens),
      completionTokens: sum(outcome.completionTokens, judged?.outcome.completionTokens),
      totalTokens: sum(outcome.totalTokens, judged?.outcome.totalTokens),
      error: outcome.error ?? judged?.outcome.error ?? null,
    },
  };
}
