// The demo catalogue generator as pure data: sizes, the status split, uniqueness, fictional hosts,
// review rules, figures that match the rows, price history and determinism.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORY_SLUGS, TrustBreakdown } from "../../../shared/contracts/catalog";
import { honestRating } from "../../../shared/domain/honest-rating";
import { computeTrustScore, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { detectCourse } from "../../modules/trust/trust-engine";
import { approvedStats, DEMO_SEED, generateDemoCatalogue } from "./generate";
import { reportCountsBySlug } from "./generate-reports";
import { AD_PLATFORMS, DAY_MS } from "./helpers";
import type { DemoCatalogue } from "./types";
import { CATEGORY_WORDS } from "./vocabulary/categories";
import { HYPE_LINES, MODERATE_LINES } from "./vocabulary/copy";
import { SCAM_TYPES } from "./vocabulary/reports";

const ANCHOR = new Date("2030-06-15T09:30:00.000Z");
const catalogue = generateDemoCatalogue({ anchor: ANCHOR });

const NO_LENGTH_FLAG = "Course length and syllabus not stated";
const FLAGGED_LINES = [
  ...HYPE_LINES,
  ...MODERATE_LINES,
  ...Object.values(CATEGORY_WORDS).flatMap((w) => w.hype),
];

/** Every string anywhere in a value (objects, arrays), for scanning text fields. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.values(value).flatMap(strings);
  return [];
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

describe("generateDemoCatalogue", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has at least 60 creators split about 40/40/20 and 240 courses, at least 15 in each category", () => {
    expect(catalogue.creators.length).toBeGreaterThanOrEqual(60);
    const statuses = countBy(catalogue.creators, (c) => c.verificationStatus);
    expect(statuses).toEqual({ verified: 24, unverified: 24, suspicious: 12 });
    expect(catalogue.courses.length).toBeGreaterThanOrEqual(240);
    const perCategory = countBy(catalogue.courses, (c) => c.categorySlug);
    expect(Object.keys(perCategory).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const n of Object.values(perCategory)) expect(n).toBeGreaterThanOrEqual(15);
    expect(catalogue.reviewers.length).toBe(150);
  });

  it("gives every creator 2-6 specialties and every course a creator that exists", () => {
    const slugs = new Set(catalogue.creators.map((c) => c.slug));
    for (const c of catalogue.creators) {
      expect(c.specialties.length).toBeGreaterThanOrEqual(2);
      expect(c.specialties.length).toBeLessThanOrEqual(6);
      expect(new Set(c.specialties).size).toBe(c.specialties.length);
      expect(c.bio.length).toBeGreaterThan(30);
    }
    for (const course of catalogue.courses) expect(slugs.has(course.creatorSlug)).toBe(true);
  });

  it("uses every name once: creators, slugs, course titles, course URLs, reviewer names and e-mails", () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(catalogue.creators.map((c) => c.name));
    unique(catalogue.creators.map((c) => c.slug));
    unique(catalogue.courses.map((c) => c.title.toLowerCase()));
    unique(catalogue.courses.map((c) => c.key));
    unique(catalogue.courses.map((c) => c.originalUrl));
    unique(catalogue.reviewers.map((r) => `${r.firstName} ${r.lastName}`));
    unique(catalogue.reviewers.map((r) => r.email));
    const creatorNames = new Set(catalogue.creators.map((c) => c.name));
    for (const r of catalogue.reviewers) expect(creatorNames.has(`${r.firstName} ${r.lastName}`)).toBe(false);
  });

  it("puts every link on a reserved .example host (and reviewer e-mails on .test)", () => {
    const urls = strings([
      catalogue.creators,
      catalogue.courses,
      catalogue.reviews,
      catalogue.adSightings,
      catalogue.communityReports,
    ]).flatMap((text) => text.match(/https?:\/\/[^\s"')]+/g) ?? []);
    expect(urls.length).toBeGreaterThan(catalogue.courses.length * 2);
    for (const url of urls) expect(new URL(url).hostname, url).toMatch(/(^|\.)[a-z0-9-]+\.example$/);
    for (const text of strings([
      catalogue.creators,
      catalogue.courses,
      catalogue.reviews,
      catalogue.communityReports,
    ])) {
      expect(text).not.toMatch(/www\.|\.com\b|\.net\b|\.org\b|\.io\b/i);
    }
    for (const r of catalogue.reviewers)
      expect(r.email).toMatch(/^reviewer-\d{3}@reviewers\.hypecheck\.test$/);
  });

  it("writes reviews of at least 30 characters, rated 1-5, one per reviewer per course, with all three statuses", () => {
    const pairs = new Set<string>();
    for (const r of catalogue.reviews) {
      expect(r.text.length).toBeGreaterThanOrEqual(30);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      const pair = `${r.courseKey}/${r.reviewerIndex}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
      if (r.moderatedAt) expect(r.moderatedAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
      expect(r.moderatedAt === null).toBe(r.status === "pending");
    }
    const statuses = countBy(catalogue.reviews, (r) => r.status);
    expect(statuses.approved).toBeGreaterThan(500);
    expect(statuses.pending).toBeGreaterThan(10);
    expect(statuses.rejected).toBeGreaterThan(0);
    expect(catalogue.reviews.some((r) => r.proofUrl !== null)).toBe(true);
    // Most courses have approved reviews, none more than 12.
    const approved = countBy(
      catalogue.reviews.filter((r) => r.status === "approved"),
      (r) => r.courseKey,
    );
    expect(Object.keys(approved).length).toBeGreaterThan(catalogue.courses.length * 0.7);
    for (const n of Object.values(approved)) expect(n).toBeLessThanOrEqual(12);
  });

  it("shows honest ratings and review counts that match its approved reviews", () => {
    for (const course of catalogue.courses) {
      const mine = catalogue.reviews.filter((r) => r.courseKey === course.key && r.status === "approved");
      expect(course.reviewCount).toBe(mine.length);
      if (mine.length === 0) {
        expect(course.averageRating).toBeNull();
      } else {
        const rated = mine.map((r) => ({ rating: r.rating, createdAt: r.createdAt, verified: false }));
        expect(Number(course.averageRating)).toBe(honestRating(rated, ANCHOR).value);
        expect(course.averageRating).toMatch(/^\d\.\d\d$/);
      }
    }
  });

  it("rates sober courses higher than hype on average", () => {
    const mean = (register: string) => {
      const rs = catalogue.reviews.filter(
        (r) =>
          r.status === "approved" &&
          catalogue.courses.find((c) => c.key === r.courseKey)?.register === register,
      );
      return rs.reduce((s, r) => s + r.rating, 0) / rs.length;
    };
    expect(mean("sober")).toBeGreaterThan(mean("moderate"));
    expect(mean("moderate")).toBeGreaterThan(mean("hype"));
  });

  it("skews suspicious creators to hype and verified ones to sober copy, with overlap", () => {
    const status = new Map(catalogue.creators.map((c) => [c.slug, c.verificationStatus]));
    const byStatus = countBy(catalogue.courses, (c) => `${status.get(c.creatorSlug)}:${c.register}`);
    expect(byStatus["suspicious:hype"] ?? 0).toBeGreaterThan(byStatus["suspicious:sober"] ?? 0);
    expect(byStatus["verified:sober"] ?? 0).toBeGreaterThan(byStatus["verified:hype"] ?? 0);
    expect(countBy(catalogue.courses, (c) => c.register)).toEqual({
      sober: expect.any(Number),
      moderate: expect.any(Number),
      hype: expect.any(Number),
    });
  });

  it("keeps red flags and income claims consistent with the sales copy", () => {
    for (const course of catalogue.courses) {
      if (course.register === "sober") {
        expect(course.redFlags).toEqual([]);
        expect(course.incomeClaims).toBeNull();
        expect(course.salesCopy).toMatch(/refund|free/i);
      }
      if (course.register === "hype") {
        expect(course.redFlags.length).toBeGreaterThanOrEqual(3);
        expect(course.incomeClaims).not.toBeNull();
        expect(course.isVerified).toBe(false);
      }
      // Every flag comes from a line whose words are in the copy.
      for (const flag of course.redFlags) {
        if (flag === NO_LENGTH_FLAG) {
          expect(course.durationHours).toBe(0);
          continue;
        }
        const inCopy = FLAGGED_LINES.filter((l) => l.flag === flag).some((l) =>
          l.text.split(/\{\w+\}/).every((part) => course.salesCopy.includes(part)),
        );
        expect(inCopy, `${course.title}: ${flag}`).toBe(true);
      }
      expect(course.salesCopy.split("\n\n").length).toBeGreaterThanOrEqual(3);
      const sentences = course.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it("records verification only on courses that have a source, date and notes, and affiliate links only there", () => {
    const verified = catalogue.courses.filter((c) => c.isVerified);
    expect(verified.length).toBeGreaterThan(30);
    for (const c of catalogue.courses) {
      expect(c.verifiedSource !== null && c.verificationDate !== null && c.verificationNotes !== null).toBe(
        c.isVerified,
      );
      if (c.affiliateUrl) {
        expect(c.isVerified).toBe(true);
        expect(c.affiliateUrl).toMatch(/^https:\/\/go\.hypecheck\.example\//);
      }
    }
    expect(catalogue.courses.some((c) => c.affiliateUrl)).toBe(true);
  });

  it("prices courses from free to $2,997 with 12 months of history that ends at the current price", () => {
    const prices = catalogue.courses.map((c) => c.priceCents);
    expect(Math.min(...prices)).toBe(0);
    expect(Math.max(...prices)).toBe(299_700);
    let changed = 0;
    for (const c of catalogue.courses) {
      const history = c.priceHistory;
      expect(history.at(-1)?.priceCents).toBe(c.priceCents);
      const first = history[0]!.recordedAt.getTime();
      expect(ANCHOR.getTime() - first).toBeGreaterThanOrEqual(360 * DAY_MS);
      expect(ANCHOR.getTime() - first).toBeLessThanOrEqual(382 * DAY_MS);
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.recordedAt.getTime()).toBeGreaterThan(history[i - 1]!.recordedAt.getTime());
      }
      expect(history.at(-1)!.recordedAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
      if (history.length > 1) changed += 1;
    }
    expect(changed).toBeGreaterThan(catalogue.courses.length * 0.8);
  });

  it("records ad sightings in the last 8 weeks: more than 5 a week for some hype courses, none for many", () => {
    const eightWeeks = 8 * 7 * DAY_MS + DAY_MS;
    for (const a of catalogue.adSightings) {
      expect((a.courseKey === null) !== (a.creatorSlug === null)).toBe(true);
      expect(AD_PLATFORMS).toContain(a.platform);
      expect(ANCHOR.getTime() - a.seenAt.getTime()).toBeGreaterThanOrEqual(0);
      expect(ANCHOR.getTime() - a.seenAt.getTime()).toBeLessThanOrEqual(eightWeeks);
    }
    const perCourse = countBy(
      catalogue.adSightings.filter((a) => a.courseKey),
      (a) => a.courseKey ?? "",
    );
    const heavy = Object.entries(perCourse).filter(([, n]) => n > 5 * 8);
    expect(heavy.length).toBeGreaterThan(5);
    for (const [key] of heavy) expect(catalogue.courses.find((c) => c.key === key)?.register).toBe("hype");
    expect(catalogue.courses.length - Object.keys(perCourse).length).toBeGreaterThan(
      catalogue.courses.length / 3,
    );
    expect(catalogue.adSightings.some((a) => a.creatorSlug !== null)).toBe(true);
  });

  it("files 20-30 community reports about suspicious and unverified creators, with mixed statuses", () => {
    const reports = catalogue.communityReports;
    expect(reports.length).toBeGreaterThanOrEqual(20);
    expect(reports.length).toBeLessThanOrEqual(30);
    const creatorBySlug = new Map(catalogue.creators.map((c) => [c.slug, c]));
    for (const r of reports) {
      const creator = creatorBySlug.get(r.creatorSlug);
      expect(creator?.verificationStatus).not.toBe("verified");
      expect(r.creatorName).toBe(creator?.name);
      expect(SCAM_TYPES).toContain(r.scamType);
      expect(AD_PLATFORMS).toContain(r.platform);
      expect(r.description.length).toBeGreaterThan(30);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
      expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
      expect(r.updatedAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
      if (r.reporterIndex !== null) expect(catalogue.reviewers[r.reporterIndex]).toBeDefined();
    }
    const statuses = countBy(reports, (r) => r.status);
    expect(statuses.verified).toBeGreaterThanOrEqual(5);
    expect((statuses.pending ?? 0) + (statuses.investigating ?? 0)).toBeGreaterThanOrEqual(5);
    expect(statuses.rejected).toBeGreaterThanOrEqual(2);
    // Every suspicious creator is reported at least once; reporters are members or anonymous.
    const reported = new Set(reports.map((r) => r.creatorSlug));
    for (const c of catalogue.creators.filter((c) => c.verificationStatus === "suspicious"))
      expect(reported.has(c.slug)).toBe(true);
    expect(reports.some((r) => r.reporterIndex === null)).toBe(true);
    expect(reports.some((r) => r.reporterIndex !== null)).toBe(true);
  });

  it("scores every course with the shared trust score, from its own evidence, the detector and reports", () => {
    const status = new Map(catalogue.creators.map((c) => [c.slug, c.verificationStatus]));
    const stats = approvedStats(catalogue.reviews, ANCHOR);
    const reports = reportCountsBySlug(catalogue.communityReports);
    const bands = new Set<string>();
    let withReports = 0;
    for (const c of catalogue.courses) {
      expect(() => TrustBreakdown.parse(c.trustBreakdown)).not.toThrow();
      expect(c.trustScore).toBe(c.trustBreakdown.score);
      const detection = detectCourse(c);
      expect(c.detectorFindings).toEqual(detection);
      const communityReports = reports.get(c.creatorSlug) ?? { confirmed: 0, open: 0 };
      if (communityReports.confirmed + communityReports.open > 0) withReports += 1;
      const input = trustInputFromRecord(
        { ...c, creatorStatus: status.get(c.creatorSlug)! },
        stats.get(c.key) ?? { count: 0, rating: null, withProof: 0 },
        { detection, communityReports },
      );
      expect(c.trustBreakdown).toEqual(computeTrustScore(input, ANCHOR));
      bands.add(c.trustBreakdown.band);
    }
    expect(bands.size).toBe(4);
    expect(withReports).toBeGreaterThan(10);
  });

  it("is deterministic: same seed, same catalogue; a new anchor moves only timestamps", () => {
    expect(generateDemoCatalogue({ anchor: ANCHOR })).toEqual(catalogue);
    const later = generateDemoCatalogue({ anchor: new Date(ANCHOR.getTime() + 45 * DAY_MS) });
    const content = (c: DemoCatalogue) =>
      JSON.stringify(c, (key, value) =>
        key === "computedAt" ||
        key === "anchor" ||
        (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value))
          ? undefined
          : value,
      );
    expect(content(later)).toBe(content(catalogue));
    const other = generateDemoCatalogue({ anchor: ANCHOR, seed: DEMO_SEED + 1 });
    expect(other.courses.map((c) => c.title)).not.toEqual(catalogue.courses.map((c) => c.title));
  });

  it("never calls Math.random", () => {
    vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random called");
    });
    expect(() => generateDemoCatalogue({ anchor: ANCHOR })).not.toThrow();
  });
});
