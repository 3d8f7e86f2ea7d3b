// Community scam reports (docs/decisions/0057-community-rules.md):
// the public list with votes, the report form, the admin status changes and the per-platform scam
// analytics of /scam-prevention-guide. The form's options and the status labels live in
// shared/domain/community.ts.
import { z } from "zod";
import { REPORT_PLATFORMS, REPORT_STATUSES, type ReportStatus, SCAM_TYPES } from "../domain/community";
import { Count, emptyAsMissing, endpointKind, pagedList, RowIdParams, storedRow, Timestamp } from "./common";
import { communityReportRoutes } from "./community-reports.routes";
import { TREND_CHANGE, TREND_MIN_REPORTS, TREND_WINDOW_DAYS } from "./community-reports-constants";
import { itemFeedback } from "./item-feedback";

export * from "./community-reports-constants";

/** Per-member filing limit (a rolling 24 hours), counted from the stored reports. */
export const REPORTS_PER_DAY = 5;

export const REPORT_MESSAGES = {
  creatorNameRequired: "Please enter the creator's name.",
  creatorNameTooLong: "The creator's name can be at most 100 characters.",
  platformRequired: "Please choose the platform where you saw the creator.",
  scamTypeRequired: "Please choose the type of scam.",
  descriptionRequired: "Please describe what happened.",
  descriptionTooShort: "Please describe what happened in at least 20 characters.",
  descriptionTooLong: "The description can be at most 2,000 characters.",
  evidenceTooLong: "Evidence can be at most 500 characters.",
  evidenceLink: "An evidence link must be a full web address starting with http:// or https://.",
  submitted: "Thank you! Your report was submitted and is waiting for review.",
  submitFailed: "Failed to submit your report. Please try again.",
  rateLimited: `You have filed ${REPORTS_PER_DAY} reports in the last 24 hours. Please try again later.`,
  notFound: "Report not found.",
  ownReport: "You can't vote on your own report.",
  voteFailed: "Failed to record your vote. Please try again.",
  sameStatus: "The report already has this status.",
  reasonRequired: "Give the reason for the decision in at least 10 characters: the reporter reads it.",
  reasonTooLong: "The reason can be at most 2,000 characters.",
} as const;

export const REPORT_DESCRIPTION_MIN = 20;
export const REPORT_DESCRIPTION_MAX = 2000;
export const REPORT_CREATOR_NAME_MAX = 100;
export const REPORT_EVIDENCE_MAX = 500;
export const REPORT_PAGE_SIZE_DEFAULT = 10;
export const REPORT_PAGE_SIZE_MAX = 50;
export const REPORT_PAGE_MAX = 10_000;

/**
 * Which status an admin may move a report to from each status: the normal path is pending ->
 * investigating -> verified ('Scam Confirmed') or rejected; a decided report can be reopened
 * (back to investigating), and a pending one may be decided at once when the evidence is plain.
 */
export const REPORT_STATUS_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ["investigating", "verified", "rejected"],
  investigating: ["verified", "rejected", "pending"],
  verified: ["investigating"],
  rejected: ["investigating"],
};

/** Evidence that starts like a web address (a scheme or "www.") must be an http(s) URL. */
export function evidenceProblem(evidence: string): string | null {
  const value = evidence.trim();
  if (!/^([a-z][a-z0-9+.-]*:\/\/|www\.|javascript:|data:|vbscript:|file:)/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? null : REPORT_MESSAGES.evidenceLink;
  } catch {
    return REPORT_MESSAGES.evidenceLink;
  }
}

/** True when the evidence is a link the page may render as one. */
export function isEvidenceLink(evidence: string): boolean {
  return /^https?:\/\//i.test(evidence.trim()) && evidenceProblem(evidence) === null;
}

const requiredText = (required: string) =>
  z.string({ error: () => required }).transform((value) => value.trim().replace(/\s+/g, " "));

export const CreateReportBody = z.object({
  creatorName: requiredText(REPORT_MESSAGES.creatorNameRequired).pipe(
    z
      .string()
      .min(1, REPORT_MESSAGES.creatorNameRequired)
      .max(REPORT_CREATOR_NAME_MAX, REPORT_MESSAGES.creatorNameTooLong),
  ),
  platform: z.enum(REPORT_PLATFORMS, { error: () => REPORT_MESSAGES.platformRequired }),
  scamType: z.enum(SCAM_TYPES, { error: () => REPORT_MESSAGES.scamTypeRequired }),
  description: z
    .string({ error: () => REPORT_MESSAGES.descriptionRequired })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, REPORT_MESSAGES.descriptionRequired)
        .min(REPORT_DESCRIPTION_MIN, REPORT_MESSAGES.descriptionTooShort)
        .max(REPORT_DESCRIPTION_MAX, REPORT_MESSAGES.descriptionTooLong),
    ),
  /** Optional: a link or a short note ("Screenshots of the DMs"); a link must be http(s). */
  evidence: z
    .string({ error: () => REPORT_MESSAGES.evidenceLink })
    .max(REPORT_EVIDENCE_MAX * 2, REPORT_MESSAGES.evidenceTooLong)
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    })
    .superRefine((value, ctx) => {
      if (value === null) return;
      if (value.length > REPORT_EVIDENCE_MAX) {
        ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.evidenceTooLong });
        return;
      }
      const problem = evidenceProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type CreateReportBody = z.input<typeof CreateReportBody>;

export const ReportStatusSchema = z.enum(REPORT_STATUSES);

export const CommunityReport = storedRow({
  creatorName: z.string(),
  /** Set when the name matches a creator we list (their page is /creators/{slug}). */
  creatorId: z.number().int().nullable(),
  creatorSlug: z.string().nullable(),
  platform: z.string(),
  scamType: z.string(),
  description: z.string(),
  evidence: z.string().nullable(),
  status: ReportStatusSchema,
  /** 'Pending Review', 'Investigating', 'Scam Confirmed' or 'Rejected'. */
  statusLabel: z.string(),
  /** When it was filed (ISO). */
  reportDate: z.string(),
  /** "Dana K." (first name and last initial), or "Anonymous" when the reporter is unknown. */
  reportedBy: z.string(),
  upvotes: Count,
  downvotes: Count,
  /** The signed-in member's vote: 1, -1, or 0 for none (always 0 for guests). */
  myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  /** True when the signed-in member filed it (members do not vote on their own reports). */
  isMine: z.boolean(),
  /** Why it was confirmed or rejected: for its reporter and admins only (null for anyone else). */
  decisionReason: z.string().nullable(),
  /** When it was confirmed or rejected (null while undecided). */
  decidedAt: Timestamp.nullable(),
  ...itemFeedback,
}).meta({ id: "CommunityReport" });
export type CommunityReport = z.infer<typeof CommunityReport>;

export const ReportListQuery = z.object({
  status: emptyAsMissing(ReportStatusSchema.optional()),
  page: emptyAsMissing(z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(1)),
  pageSize: emptyAsMissing(
    z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE_DEFAULT),
  ),
});
export type ReportListQuery = z.input<typeof ReportListQuery>;

export const ReportListResponse = pagedList(CommunityReport, {
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ReportListResponse = z.infer<typeof ReportListResponse>;

export const CreateReportResponse = z.object({ report: CommunityReport, message: z.string() });

export const ReportIdParams = RowIdParams;

export const VoteBody = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], {
    error: () => "The vote must be 1 (up), -1 (down) or 0 (withdraw).",
  }),
});
export type VoteBody = z.infer<typeof VoteBody>;

export const VoteResponse = z.object({
  reportId: z.number().int(),
  upvotes: Count,
  downvotes: Count,
  myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});
export type VoteResponse = z.infer<typeof VoteResponse>;

/** The statuses that decide a report: moving to one needs a reason, which the reporter reads. */
export const DECIDING_STATUSES: readonly ReportStatus[] = ["verified", "rejected"];
export const REPORT_DECISION_REASON_MIN = 10;
export const REPORT_DECISION_REASON_MAX = 2000;

export const ReportStatusBody = z
  .object({
    status: z.enum(REPORT_STATUSES, {
      error: () => "The status must be pending, investigating, verified or rejected.",
    }),
    reason: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string().trim().max(REPORT_DECISION_REASON_MAX, REPORT_MESSAGES.reasonTooLong).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (
      DECIDING_STATUSES.includes(body.status) &&
      (body.reason === undefined || body.reason.length < REPORT_DECISION_REASON_MIN)
    )
      ctx.addIssue({ code: "custom", path: ["reason"], message: REPORT_MESSAGES.reasonRequired });
  });
export type ReportStatusBody = z.input<typeof ReportStatusBody>;

export const ReportStatusResponse = z.object({
  report: CommunityReport,
  message: z.string(),
  /** How many of the named creator's courses were rescored (0 when the report names none we list). */
  rescoredCourses: Count,
});
export type ReportStatusResponse = z.infer<typeof ReportStatusResponse>;

// ---- Scam analytics (/scam-prevention-guide) ----

export const PlatformScamAnalytics = z
  .object({
    platform: z.enum(REPORT_PLATFORMS),
    /** Catalogue creators whose main platform this is ('Other' holds every other platform and none). */
    totalCreators: Count,
    /** Of those, flagged suspicious by our reviewers. */
    suspiciousCreators: Count,
    /** Of those, verified by our reviewers. */
    verifiedCreators: Count,
    /** Non-rejected community reports that name this platform, and how many are 'Scam Confirmed'. */
    reports: Count,
    confirmedReports: Count,
    /** The most reported scam types (non-rejected reports), most first, at most 3. */
    commonScams: z.array(z.object({ scamType: z.string(), count: z.number().int().min(1) })),
    trend: z.enum(["up", "down", "stable"]),
    /** The figures behind the trend: reports in the last window and in the window before it. */
    recentReports: Count,
    previousReports: Count,
  })
  .meta({ id: "PlatformScamAnalytics" });
export type PlatformScamAnalytics = z.infer<typeof PlatformScamAnalytics>;

export const ScamAnalyticsResponse = z.object({
  platforms: z.array(PlatformScamAnalytics),
  /** When the figures were computed (ISO). */
  generatedAt: Timestamp,
  trendRule: z.object({
    windowDays: z.number().int(),
    minReports: z.number().int(),
    changePercent: z.number().int(),
  }),
});
export type ScamAnalyticsResponse = z.infer<typeof ScamAnalyticsResponse>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["community"], status: 200 });
const memberCreate = endpointKind({ tags: ["community"], status: 201, errors: [400, 401, 415, 429] });
const admin = endpointKind({ tags: ["community", "admin"], status: 200, errors: [400, 401, 403] });

export const listReports = open(communityReportRoutes.list, ReportListResponse, {
  summary: "Community scam reports, newest first, with vote counts (and the viewer's own vote)",
  query: ReportListQuery,
  errors: [400],
});

export const createReport = memberCreate(communityReportRoutes.create, CreateReportResponse, {
  summary: "File a community scam report (signed-in members; new reports are 'Pending Review')",
  description:
    `At most ${REPORTS_PER_DAY} reports per member in 24 hours (429). A creator name matching a ` +
    "listed creator's name exactly (any case) links the report to them, and their courses are rescored.",
  body: CreateReportBody,
});

export const voteOnReport = open(communityReportRoutes.vote, VoteResponse, {
  summary: "Vote on a report: 1 up, -1 down, 0 withdraws (one changeable vote per member per report)",
  description:
    "A vote earns its member 1 leaderboard point while it stands. Members cannot vote on their own reports (403).",
  params: ReportIdParams,
  body: VoteBody,
  errors: [400, 401, 403, 404, 415],
});

export const listReportsForAdmin = admin(communityReportRoutes.adminList, ReportListResponse, {
  summary: "Admin: community reports, newest first, optionally of one status",
  query: ReportListQuery,
});

export const setReportStatus = admin(communityReportRoutes.setStatus, ReportStatusResponse, {
  summary: "Admin: move a report to another status (confirming or rejecting it with a reason)",
  description:
    "Confirming (verified) or rejecting needs a reason of at least 10 characters: the reporter reads " +
    "it, and it is kept in the audit. " +
    "pending -> investigating, verified ('Scam Confirmed') or rejected; investigating -> verified, " +
    "rejected or back to pending; a verified or rejected report can be reopened (investigating). " +
    "Anything else, or the same status, is a 409. Confirming awards the reporter 20 leaderboard " +
    "points (removed again if it is reopened); the named creator's courses are rescored.",
  params: ReportIdParams,
  body: ReportStatusBody,
  errors: [404, 409, 415],
});

export const getScamAnalytics = open(communityReportRoutes.analytics, ScamAnalyticsResponse, {
  summary: "Per-platform scam analytics, computed live from creators and community reports",
  description:
    `Trend: non-rejected reports filed in the last ${TREND_WINDOW_DAYS} days against the ` +
    `${TREND_WINDOW_DAYS} days before; fewer than ${TREND_MIN_REPORTS} in both together is 'stable', ` +
    `otherwise 'up' or 'down' when the change is at least ${Math.round(TREND_CHANGE * 100)}%.`,
});

/** Every endpoint of the community reports, keyed as in community-reports.routes.ts. */
export const communityReportEndpoints = {
  list: listReports,
  create: createReport,
  vote: voteOnReport,
  adminList: listReportsForAdmin,
  setStatus: setReportStatus,
  analytics: getScamAnalytics,
};
