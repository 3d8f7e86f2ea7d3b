// Disputes: any member (or the claimed creator concerned) may dispute a review, a community report,
// a course's trust score or one of its detector findings. A dispute is open, then under review once
// an admin starts on it, then upheld or rejected with a written reason that its opener reads. The
// pages of disputed items show the state; admins work the queue oldest first, and a creator's
// disputes carry the agreement's promise of an answer within DISPUTE_ANSWER_BUSINESS_DAYS.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import {
  adminKind,
  boundedText,
  errorResponses,
  itemChangeKind,
  listOf,
  memberKind,
  NoBody,
  RowId,
  RowIdParams,
  storedRow,
  Timestamp,
} from "./common";
import { disputeRoutes } from "./disputes.routes";
import { DISPUTE_ANSWER_BUSINESS_DAYS, DISPUTE_TARGET_TYPES, FINDING_KEY_MAX } from "./disputes-constants";

import { DISPUTE_STATUSES, DisputeState } from "./item-feedback";

export * from "./disputes-constants";
export { DISPUTE_STATUSES, DisputeState, type DisputeStatus } from "./item-feedback";

export const DISPUTE_OUTCOMES = ["upheld", "rejected"] as const;

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;
export const DECISION_REASON_MIN = 10;
export const DECISION_REASON_MAX = 2000;
/** Disputes one member may open in a rolling 24 hours. */
export const DISPUTES_PER_DAY = 5;
/** The admin queue's length: the oldest first, so nothing waits unseen behind it. */
export const DISPUTE_QUEUE_MAX = 200;

export const DISPUTE_MESSAGES = {
  reasonTooShort: `Say what is wrong in at least ${DISPUTE_REASON_MIN} characters.`,
  reasonTooLong: `At most ${DISPUTE_REASON_MAX} characters.`,
  badEvidence: "Enter a full web address starting with http:// or https://, or leave it empty.",
  findingRequired: "Choose the finding you dispute.",
  findingOnlyForFindings: "Only a dispute about a finding names one.",
  reviewNotFound: "Review not found.",
  reportNotFound: "Report not found.",
  courseNotFound: "Course not found.",
  notScored: "This course has no trust score to dispute yet.",
  findingNotFound: "That finding is not among the course's current findings.",
  publicRecordNotFound: "That public record is not linked to a creator (any more).",
  alreadyOpen:
    "You already have an open dispute about this. The answer will appear on your account page, under My disputes.",
  rateLimited: `You have opened ${DISPUTES_PER_DAY} disputes in the last 24 hours. Please try again later.`,
  opened:
    "Your dispute is open. An admin will look at it; the answer and its reason will appear on your account page, under My disputes.",
  notFound: "Dispute not found.",
  notOpen: "Only an open dispute can be started.",
  notUnderReview: "Start the review before deciding: only a dispute under review can be decided.",
  alreadyDecided: "This dispute is already decided.",
  decisionReasonTooShort: `Write the reason for the decision in at least ${DECISION_REASON_MIN} characters: the person who opened it reads it.`,
  decisionReasonTooLong: `At most ${DECISION_REASON_MAX} characters.`,
  outcomeRequired: "Choose upheld or rejected.",
} as const;

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const OpenDisputeBody = z
  .strictObject({
    targetType: z.enum(DISPUTE_TARGET_TYPES, { error: "Choose what you dispute." }),
    /**
     * The review's or report's id; the course's for a score or a finding; the link's for a public
     * record confirmed about a creator (ConfirmedPublicRecord.linkId).
     */
    targetId: RowId,
    findingKey: z.preprocess(blank, z.string().trim().max(FINDING_KEY_MAX).optional()),
    reason: boundedText(
      DISPUTE_REASON_MIN,
      DISPUTE_REASON_MAX,
      DISPUTE_MESSAGES.reasonTooShort,
      DISPUTE_MESSAGES.reasonTooLong,
    ),
    evidenceUrl: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .max(2000, DISPUTE_MESSAGES.badEvidence)
        .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), DISPUTE_MESSAGES.badEvidence)
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.targetType === "finding" && body.findingKey === undefined)
      ctx.addIssue({ code: "custom", path: ["findingKey"], message: DISPUTE_MESSAGES.findingRequired });
    if (body.targetType !== "finding" && body.findingKey !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["findingKey"],
        message: DISPUTE_MESSAGES.findingOnlyForFindings,
      });
  });
export type OpenDisputeBody = z.input<typeof OpenDisputeBody>;

/** A dispute as the member who opened it sees it, with the decision and its reason once made. */
export const MyDispute = storedRow({
  targetType: z.enum(DISPUTE_TARGET_TYPES),
  targetId: z.number().int(),
  findingKey: z.string().nullable(),
  /** What it is about, in words ("A review of “…”"). */
  targetLabel: z.string(),
  /** Where the item is shown (a path in the app), or null when it is gone. */
  targetPath: z.string().nullable(),
  reason: z.string(),
  evidenceUrl: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  decisionReason: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
  /** Opened as the claimed creator concerned. */
  byCreator: z.boolean(),
  createdAt: Timestamp,
}).meta({ id: "MyDispute" });
export type MyDispute = z.infer<typeof MyDispute>;
export const MyDisputesResponse = listOf(MyDispute);

export const OpenDisputeResponse = z.object({ dispute: MyDispute, message: z.string() });

/** A dispute in the admin queue: who opened it, and for a creator's, when the answer is due. */
export const AdminDispute = MyDispute.extend({
  openedByName: z.string().nullable(),
  creatorName: z.string().nullable(),
  /** The day a creator's dispute must be answered by (YYYY-MM-DD, UTC), null for a member's. */
  dueBy: z.string().nullable(),
  /** A creator's dispute not answered within the promised business days. */
  overdue: z.boolean(),
}).meta({ id: "AdminDispute" });
export type AdminDispute = z.infer<typeof AdminDispute>;
export const DisputeQueueResponse = listOf(AdminDispute, {
  total: z.number().int(),
  overdue: z.number().int(),
}).meta({ id: "DisputeQueue" });
export type DisputeQueueResponse = z.infer<typeof DisputeQueueResponse>;

export const DecisionBody = z.strictObject({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcomeRequired }),
  reason: boundedText(
    DECISION_REASON_MIN,
    DECISION_REASON_MAX,
    DISPUTE_MESSAGES.decisionReasonTooShort,
    DISPUTE_MESSAGES.decisionReasonTooLong,
  ),
});
export type DecisionBody = z.input<typeof DecisionBody>;

/** A dispute about a course's score or one of its findings, as its page shows it. */
export const CourseDisputeState = DisputeState.extend({
  targetType: z.enum(["score", "finding"]),
  findingKey: z.string().nullable(),
  /** "The trust score", or the finding's label and phrase. */
  label: z.string(),
});
export type CourseDisputeState = z.infer<typeof CourseDisputeState>;
export const CourseDisputesResponse = listOf(CourseDisputeState);
export type CourseDisputesResponse = z.infer<typeof CourseDisputesResponse>;

// ---- Endpoints ----

const MEMBER = ["disputes"] as const;
const ADMIN = ["disputes", "admin"] as const;
const member = memberKind(MEMBER);
const memberCreate = memberKind(MEMBER, 201);
const admin = adminKind(ADMIN);
const adminChange = itemChangeKind(ADMIN);

export const disputeEndpoints = {
  open: memberCreate(disputeRoutes.open, OpenDisputeResponse, {
    summary:
      "Dispute a review, a community report, a course's trust score or one of its findings, or a public record linked to a creator",
    description:
      "Signed-in members. targetId is the review's or report's id, or the course's for a score or a " +
      "finding (findingKey names the finding). One open dispute per member per item (409); " +
      `at most ${DISPUTES_PER_DAY} a day (429). Opened by the claimed creator concerned, it is marked ` +
      `as theirs and is to be answered within ${DISPUTE_ANSWER_BUSINESS_DAYS} business days.`,
    body: OpenDisputeBody,
    errors: [400, 404, 409, 415, 429],
  }),
  mine: member(disputeRoutes.mine, MyDisputesResponse, {
    summary: "The signed-in member's disputes, newest first, with each decision and its reason",
  }),
  course: endpoint(disputeRoutes.course, {
    tags: ["disputes", "catalogue"],
    summary: "Disputes about a course's trust score and findings that are open, under review or upheld",
    params: RowIdParams,
    responses: { 200: CourseDisputesResponse, ...errorResponses(400, 404) },
  }),
  queue: admin(disputeRoutes.queue, DisputeQueueResponse, {
    summary: "Admin: open and under-review disputes, oldest first; overdue creator disputes flagged",
  }),
  startReview: admin(disputeRoutes.startReview, AdminDispute, {
    summary: "Admin: start on an open dispute (it becomes under review)",
    params: RowIdParams,
    body: NoBody,
    errors: [400, 404, 409],
  }),
  decide: adminChange(disputeRoutes.decide, AdminDispute, {
    summary: "Admin: uphold or reject a dispute under review, with the reason its opener reads",
    body: DecisionBody,
  }),
} as const;
