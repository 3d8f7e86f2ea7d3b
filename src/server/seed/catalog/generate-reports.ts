// Community scam reports about seeded creators: every suspicious creator
// has at least one and some have two; a few unverified creators have one. Statuses are dealt from
// fixed pools so the mix is stable: reports about suspicious creators are mostly confirmed, the rest
// pending, under investigation or (a few) rejected. Reporters are seeded reviewers or anonymous.
import { AD_PLATFORMS, DAY_MS, daysBefore } from "./helpers";
import type { Rng } from "./prng";
import type { CommunityReportSeed, CreatorSeed } from "./types";
import { fill } from "./vocabulary/copy";
import {
  REPORT_AMOUNTS,
  REPORT_DESCRIPTIONS,
  REPORT_EVIDENCE,
  REPORT_PRICES,
  type ScamType,
} from "./vocabulary/reports";

type ReportStatus = CommunityReportSeed["status"];

const pool = (counts: Partial<Record<ReportStatus, number>>): ReportStatus[] =>
  (Object.entries(counts) as [ReportStatus, number][]).flatMap(([status, n]) =>
    Array<ReportStatus>(n).fill(status),
  );

/** 18 reports about the 12 suspicious creators, 6 about unverified ones (with DEMO_SIZE's 60 creators). */
const SUSPICIOUS_STATUSES = pool({ verified: 9, investigating: 4, pending: 4, rejected: 1 });
const UNVERIFIED_STATUSES = pool({ pending: 2, investigating: 1, rejected: 3 });

function scamTypeFor(rng: Rng, creator: CreatorSeed): ScamType {
  if (creator.primaryCategory === "investing-side-hustles" && rng.chance(0.6)) return "Fake Trading Signals";
  return rng.weighted<Exclude<ScamType, "Fake Trading Signals">>({
    "Unrealistic Income Claims": 4,
    "Fake Lifestyle Props": 2,
    "Fake Student Testimonials": 2,
    "Pyramid Scheme": 1,
    Other: 1,
  });
}

function report(
  rng: Rng,
  creator: CreatorSeed,
  status: ReportStatus,
  reviewerCount: number,
  anchor: Date,
): CommunityReportSeed {
  const scamType = scamTypeFor(rng, creator);
  const description = fill(rng.pick(REPORT_DESCRIPTIONS[scamType]), {
    amount: rng.pick(REPORT_AMOUNTS),
    price: rng.pick(REPORT_PRICES),
  });
  const createdAt = daysBefore(anchor, rng.int(3, 150), rng);
  // A moderator looked at it some days later (never after the anchor); a pending one is untouched.
  const reviewedAfter = Math.min(rng.int(1, 14) * DAY_MS, anchor.getTime() - createdAt.getTime());
  return {
    creatorSlug: creator.slug,
    creatorName: creator.name,
    platform: rng.pick(AD_PLATFORMS),
    scamType,
    description,
    evidence: rng.chance(0.7) ? rng.pick(REPORT_EVIDENCE) : null,
    status,
    reporterIndex: rng.chance(0.75) ? rng.int(0, reviewerCount - 1) : null,
    createdAt,
    updatedAt: status === "pending" ? createdAt : new Date(createdAt.getTime() + reviewedAfter),
  };
}

export function generateCommunityReports(
  rng: Rng,
  creators: readonly CreatorSeed[],
  reviewerCount: number,
  anchor: Date,
): CommunityReportSeed[] {
  const suspicious = creators.filter((c) => c.verificationStatus === "suspicious");
  const unverified = creators.filter((c) => c.verificationStatus === "unverified");
  const suspiciousStatuses = rng.sample(SUSPICIOUS_STATUSES, SUSPICIOUS_STATUSES.length);
  const unverifiedStatuses = rng.sample(UNVERIFIED_STATUSES, UNVERIFIED_STATUSES.length);
  // Everyone suspicious once, then a second report for as many as the pool has left.
  const suspiciousTargets = [
    ...suspicious,
    ...rng.sample(suspicious, Math.max(0, suspiciousStatuses.length - suspicious.length)),
  ].slice(0, suspiciousStatuses.length);
  const unverifiedTargets = rng.sample(unverified, unverifiedStatuses.length);
  const reports = [
    ...suspiciousTargets.map((creator, i) =>
      report(rng, creator, suspiciousStatuses[i] as ReportStatus, reviewerCount, anchor),
    ),
    ...unverifiedTargets.map((creator, i) =>
      report(rng, creator, unverifiedStatuses[i] as ReportStatus, reviewerCount, anchor),
    ),
  ];
  // Oldest first, as they would have been filed.
  return reports.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Counts per creator slug, as the trust score reads them (rejected reports count for nothing). */
export function reportCountsBySlug(
  reports: readonly CommunityReportSeed[],
): Map<string, { confirmed: number; open: number }> {
  const out = new Map<string, { confirmed: number; open: number }>();
  for (const r of reports) {
    const counts = out.get(r.creatorSlug) ?? { confirmed: 0, open: 0 };
    if (r.status === "verified") counts.confirmed += 1;
    else if (r.status === "pending" || r.status === "investigating") counts.open += 1;
    out.set(r.creatorSlug, counts);
  }
  return out;
}
