// One fictional course: title, description, sales copy in its register, price and 12 months of
// price history, verification record, income claims, outcomes and red flags that match its copy.
import { CATEGORY_SLUGS } from "../../../shared/contracts/catalog";
import {
  type CreatorStatus,
  DAY_MS,
  daysBefore,
  distinctInts,
  formatCount,
  formatDollars,
  type Level,
  lowerTopic,
  sellerPrice,
  slugify,
} from "./helpers";
import type { Rng } from "./prng";
import type { CourseSeed, CreatorSeed, PricePoint } from "./types";
import { CATEGORY_WORDS, type CategorySlug } from "./vocabulary/categories";
import {
  DESCRIPTIONS,
  FREE_PARAGRAPHS,
  fill,
  HYPE_CLOSERS,
  HYPE_LINES,
  HYPE_OPENERS,
  MODERATE_LINES,
  MODERATE_OPENERS,
  OUTCOME_TEXTS,
  REFUND_PARAGRAPHS,
  type Register,
  SOBER_PARAGRAPHS,
  TITLE_AUDIENCES,
  TITLE_SUBTITLES,
  TITLE_TEMPLATES,
  VERIFICATION_NOTES,
  VERIFICATION_SOURCES,
} from "./vocabulary/copy";

/** Which register a creator of each status writes in: mostly true to type, with overlap. */
export const REGISTER_WEIGHTS: Record<CreatorStatus, Record<Register, number>> = {
  verified: { sober: 70, moderate: 25, hype: 5 },
  unverified: { sober: 30, moderate: 45, hype: 25 },
  suspicious: { sober: 5, moderate: 20, hype: 75 },
};

const PRICES: Record<Register, Record<string, number>> = {
  sober: {
    0: 2,
    1999: 1,
    2900: 2,
    3900: 2,
    4900: 3,
    7900: 2,
    9900: 3,
    14900: 2,
    19900: 2,
    29900: 1,
    39900: 1,
  },
  moderate: { 9700: 2, 14700: 2, 19700: 3, 29700: 3, 39700: 2, 49700: 3, 69700: 1, 99700: 1 },
  hype: { 49700: 2, 99700: 3, 149700: 2, 199700: 2, 249700: 1, 299700: 2 },
};

const LEVELS: Record<Register, Record<Level, number>> = {
  sober: { beginner: 5, intermediate: 3, advanced: 1, "all-levels": 1 },
  moderate: { beginner: 3, intermediate: 2, advanced: 0, "all-levels": 3 },
  hype: { beginner: 1, intermediate: 0, advanced: 0, "all-levels": 4 },
};
const LEVEL_WORDS: Record<Level, string> = {
  beginner: "beginner",
  intermediate: "intermediate",
  advanced: "advanced",
  "all-levels": "new and experienced",
};

/** A title nobody else in `taken` has (when given); tries the creator's register first. */
export function courseTitle(
  rng: Rng,
  category: CategorySlug,
  register: Register,
  taken?: Set<string>,
): string {
  const words = CATEGORY_WORDS[category];
  for (let attempt = 0; attempt < 60; attempt++) {
    const title = fill(rng.pick(TITLE_TEMPLATES[register]), { topic: rng.pick(words.topics) });
    if (!taken?.has(title.toLowerCase())) {
      taken?.add(title.toLowerCase());
      return title;
    }
  }
  throw new Error(`Ran out of titles for ${category}: add topics or templates`);
}

/** Launch, sales, rises and (for hype) a permanent "discount" off an invented list price; ends at `current`. */
export function priceHistory(
  rng: Rng,
  current: number,
  register: Register,
  launch: Date,
  anchor: Date,
): PricePoint[] {
  let prices: number[];
  if (current === 0) {
    prices = rng.chance(0.5) ? [0] : [sellerPrice(rng.pick([29, 49, 79])) * 100, 0];
  } else if (register === "hype") {
    const list = sellerPrice((current / 100) * rng.pick([1.5, 2, 2.5])) * 100;
    prices = rng.pick([
      [list, current],
      [list, current, list, current],
      [current, list, current],
      [list, current, list, current, list, current],
    ]);
  } else {
    const intro = sellerPrice((current / 100) * rng.pick([0.6, 0.75, 0.8])) * 100;
    const sale = sellerPrice((current / 100) * rng.pick([0.5, 0.7, 0.8])) * 100;
    const earlier = sellerPrice((current / 100) * rng.pick([0.85, 0.9])) * 100;
    prices = rng.pick([
      [intro, current],
      [intro, current, sale, current],
      [current, sale, current],
      [intro, earlier, current],
      [earlier, sale, earlier, current],
    ]);
  }
  // Distinct change days between two weeks after launch and a few days before the anchor.
  const span = Math.floor((anchor.getTime() - launch.getTime()) / DAY_MS) - 3;
  const offsets = distinctInts(rng, prices.length - 1, 14, Math.max(15, span));
  return prices.map((priceCents, i) => ({
    priceCents,
    recordedAt: i === 0 ? launch : new Date(launch.getTime() + (offsets[i - 1] ?? i) * DAY_MS + i * 60_000),
  }));
}

function salesCopy(
  rng: Rng,
  register: Register,
  vars: Record<string, string | number>,
  lines: string[],
): string {
  if (register === "sober") {
    return SOBER_PARAGRAPHS.filter((_, i) => i !== 2 || rng.chance(0.6))
      .map((group) => fill(rng.pick(group), vars))
      .join("\n\n");
  }
  if (register === "moderate") {
    const paragraphs = [
      fill(rng.pick(MODERATE_OPENERS), vars),
      fill(rng.pick(SOBER_PARAGRAPHS[0] ?? []), vars),
      lines.join(" "),
      fill(rng.pick(SOBER_PARAGRAPHS[rng.chance(0.5) ? 1 : 4] ?? []), vars),
    ];
    return paragraphs.join("\n\n");
  }
  const middle: string[] = [];
  for (let i = 0; i < lines.length; i += 2) middle.push(lines.slice(i, i + 2).join(" "));
  return [fill(rng.pick(HYPE_OPENERS), vars), ...middle, fill(rng.pick(HYPE_CLOSERS), vars)].join("\n\n");
}

export interface CourseOptions {
  creator: Pick<CreatorSeed, "slug" | "name" | "verificationStatus" | "websiteUrl">;
  category: CategorySlug;
  anchor: Date;
  /** Titles already used (lower-cased); omit to allow repeats (the large synthetic catalogue). */
  takenTitles?: Set<string>;
  /** Appended to the key so repeated titles still get distinct URLs. */
  keySuffix?: string;
  /** "short": description and one paragraph of copy, for the large synthetic catalogue. */
  copy?: "full" | "short";
  /** Adds a subtitle or an audience to half the titles, for a catalogue too large for unique titles. */
  titleVariants?: boolean;
}

export type CourseDraft = Omit<
  CourseSeed,
  "averageRating" | "reviewCount" | "trustScore" | "trustBreakdown" | "detectorFindings"
>;

export function generateCourse(rng: Rng, options: CourseOptions): CourseDraft {
  const { creator, category, anchor } = options;
  const status = creator.verificationStatus;
  const register = rng.weighted(REGISTER_WEIGHTS[status]);
  const words = CATEGORY_WORDS[category];
  const baseTitle = courseTitle(rng, category, register, options.takenTitles);
  const variant = options.titleVariants ? rng.weighted({ plain: 2, subtitle: 1, audience: 1 }) : "plain";
  const title =
    variant === "subtitle"
      ? `${baseTitle}: ${rng.pick(TITLE_SUBTITLES[register])}`
      : variant === "audience"
        ? `${baseTitle} ${rng.pick(TITLE_AUDIENCES)}`
        : baseTitle;
  const key = slugify(title) + (options.keySuffix ? `-${options.keySuffix}` : "");
  const topic = words.topics.find((t) => title.includes(t)) ?? rng.pick(words.topics);
  const [skillA, skillB, skillC, skillD] = rng.sample(words.skills, 4);
  const level = rng.weighted(LEVELS[register]);
  const priceCents = Number(rng.weighted(PRICES[register]));
  const modules = rng.int(6, 16);
  const hoursPerWeek = rng.int(2, 6);
  const weeks = rng.int(4, 10);
  // Hype pages often state no length at all (0 means "not stated").
  const durationHours = register === "hype" ? (rng.chance(0.6) ? 0 : rng.int(2, 8)) : hoursPerWeek * weeks;
  const studentCount =
    register === "hype"
      ? rng.int(4, 120) * 500
      : register === "moderate"
        ? rng.int(300, 12_000)
        : rng.int(40, 4_000);
  const launch = daysBefore(anchor, rng.int(362, 380), rng);
  const vars: Record<string, string | number> = {
    title,
    topic,
    topicLower: lowerTopic(topic),
    modules,
    // "an 11-module course", "an 8-module course", "a 10-module course".
    aModules: `${modules === 8 || modules === 11 ? "an" : "a"} ${modules}`,
    aModulesCap: `${modules === 8 || modules === 11 ? "An" : "A"} ${modules}`,
    hoursPerWeek,
    weeks,
    duration: durationHours || hoursPerWeek * weeks,
    skillA: skillA ?? "",
    skillB: skillB ?? "",
    skillC: skillC ?? "",
    skillD: skillD ?? "",
    levelWord: LEVEL_WORDS[level],
    refundDays: rng.pick([14, 30, 30, 30, 60]),
    firstResult: words.firstResult,
    creatorName: creator.name,
    priceLabel: formatDollars(priceCents),
    students: formatCount(Math.max(100, Math.floor(studentCount / 100) * 100)),
    age: rng.int(19, 26),
    year: anchor.getUTCFullYear(),
    hook: "",
  };
  vars.refundLine =
    priceCents === 0 ? "the course is free" : `there is a ${vars.refundDays}-day refund policy`;
  vars.pricing = fill(rng.pick(priceCents === 0 ? FREE_PARAGRAPHS : REFUND_PARAGRAPHS), vars);

  // The lines that carry red flags and claims: the copy, the flags and the claims all come from them.
  const chosen: { text: string; flag?: string; claim?: string }[] =
    register === "hype"
      ? [...rng.sample(HYPE_LINES, rng.int(3, 5)), rng.pick(words.hype)]
      : register === "moderate"
        ? rng.sample(MODERATE_LINES, rng.int(1, 2))
        : [];
  if (register === "hype" && !chosen.some((line) => line.claim)) {
    chosen[0] = rng.pick(HYPE_LINES.filter((line) => line.claim));
  }
  const ordered = register === "hype" ? rng.sample(chosen, chosen.length) : chosen;
  const lineTexts = ordered.map((line) => fill(line.text, vars));
  // The description quotes the first promise of money, so it shows no flag the copy lacks.
  const hook = ordered.find((line) => line.claim) ?? ordered[0];
  vars.hook = hook ? fill(hook.text, vars) : "";
  const redFlags = [...new Set(chosen.flatMap((line) => (line.flag ? [line.flag] : [])))];
  if (durationHours === 0) redFlags.push("Course length and syllabus not stated");
  const claims = chosen.flatMap((line) => (line.claim ? [`"${line.claim}"`] : []));

  const description = fill(rng.pick(DESCRIPTIONS[register]), vars);
  const fullCopy = salesCopy(rng, register, vars, lineTexts);
  const copy = options.copy === "short" ? fullCopy.split("\n\n").slice(0, 2).join("\n\n") : fullCopy;

  const isVerified =
    register !== "hype" &&
    ((status === "verified" && rng.chance(0.85)) ||
      (status === "unverified" && register === "sober" && rng.chance(0.15)));
  const verificationDate = isVerified
    ? daysBefore(
        anchor,
        rng.int(10, Math.max(11, Math.floor((anchor.getTime() - launch.getTime()) / DAY_MS) - 20)),
        rng,
      )
    : null;
  const outcomeChance = { sober: 0.55, moderate: 0.35, hype: 0.2 }[register] + (isVerified ? 0.2 : 0);

  return {
    key,
    title,
    description,
    salesCopy: copy,
    creatorSlug: creator.slug,
    categorySlug: category,
    register,
    level,
    durationHours,
    studentCount,
    priceCents,
    originalUrl: `${creator.websiteUrl}/courses/${key}`,
    affiliateUrl: isVerified && rng.chance(0.45) ? `https://go.hypecheck.example/${key}` : null,
    isVerified,
    verifiedSource: isVerified ? rng.pick(VERIFICATION_SOURCES) : null,
    verificationDate,
    verificationNotes: isVerified
      ? fill(rng.pick(VERIFICATION_NOTES), { modules, refundAfterDays: rng.int(2, 6) })
      : null,
    incomeClaims: claims.length > 0 ? claims.join("; ") : null,
    actualStudentOutcomes: rng.chance(outcomeChance) ? fill(rng.pick(OUTCOME_TEXTS[register]), vars) : null,
    redFlags,
    priceHistory: priceHistory(rng, priceCents, register, launch, anchor),
    createdAt: launch,
  };
}

/** How many of the 10 categories' courses a catalogue of `total` gives each (spread evenly). */
export function coursesPerCategory(total: number): Record<CategorySlug, number> {
  const base = Math.floor(total / CATEGORY_SLUGS.length);
  const extra = total % CATEGORY_SLUGS.length;
  return Object.fromEntries(CATEGORY_SLUGS.map((slug, i) => [slug, base + (i < extra ? 1 : 0)])) as Record<
    CategorySlug,
    number
  >;
}
