// A member suggests a course by its sales-page address. A page already in the catalogue (by its
// address key, src/shared/domain/canonical-url.ts) answers 200 with that course; a readable new
// page becomes an unreviewed course at once (201), scored, with its first snapshot, under an
// unreviewed creator of its own, named after the seller the page names (never after the host):
// nothing a member sends is attached to a known creator, whatever name or host it gives. The course
// takes the page's facts (title, price with its currency and billing, anchor, refund, renewal),
// each kept with its evidence; a fact the page does not state is null ("not stated on the page"),
// and a price not stated is `priceKnown: false`, never a price of 0. Admins then accept (correcting
// any fact first, and optionally attaching it to a creator they confirm), merge or reject it from
// their queue, and the member is notified.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { BILLINGS, fitsMinorUnits, minorDigits, REFUND_KINDS, toMinor } from "../domain/money";
import {
  DESK_MESSAGES,
  deskChange,
  deskRead,
  queuePage,
  queueQueryFields,
  ReasonBody,
  text,
  webAddress,
} from "./admin-desk";
import { CourseSummary, CreatorVerificationStatus, EDITORIAL_STATUSES } from "./catalog";
import { errorResponses, RowId, storedRow, Timestamp } from "./common";
import { CurrencyCode, PageFacts } from "./page-facts";
import { submissionRoutes } from "./submissions.routes";

export const SUBMISSION_STATUSES = ["pending", "accepted", "merged", "rejected"] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** New courses a member may submit in any 24 hours. */
export const SUBMISSIONS_PER_DAY = 10;
/**
 * Pages read for a member's submissions in any 24 hours, whatever came of them (a new course, one
 * we had behind a redirect, or a page that could not be read). An address already in the catalogue
 * is answered without reading it and costs nothing.
 */
export const SUBMISSION_FETCHES_PER_DAY = 20;
export const SUBMISSIONS_PAGE_SIZE = 25;

export const SUBMISSION_MESSAGES = {
  badUrl: DESK_MESSAGES.badUrl,
  tooMany: `You can submit at most ${SUBMISSIONS_PER_DAY} courses a day.`,
  tooManyFetches: `We read at most ${SUBMISSION_FETCHES_PER_DAY} pages a day for your submissions, including ones that could not be read. Please try again tomorrow.`,
  /** Every page that could not be fetched: nothing about the remote host's network or answer. */
  unreadable:
    "We could not read a course page at that address. Check that it opens in your browser and try again later.",
  tooLittleText:
    "The page at that address has almost no readable text (it may need JavaScript to show its content).",
  notFound: "Submission not found",
  decided: "This submission has already been decided.",
  courseGone: "The submitted course is no longer in the catalogue.",
  intoNotFound: "The course to merge into does not exist.",
  intoSelf: "A submission cannot be merged into its own course.",
  intoArchived: "The course to merge into is archived.",
  attachNotFound: "The creator to attach the course to does not exist.",
  attachNotListed: "The creator to attach the course to is not in the directory (unreviewed or archived).",
  reasonRequired: DESK_MESSAGES.reasonRequired,
  freeNotZero: "A free course costs 0: set the amount to 0 or choose how it is charged.",
  zeroNotFree: "An amount of 0 is a free course: choose Free, or enter the amount charged.",
  installmentsOnly: "The number of instalments goes only with billing in instalments.",
  tooLarge: "That amount is too large.",
  anchorWithoutPrice: "Set the price before an anchor price: the anchor is in the price's currency.",
  anchorCurrency:
    "The price's currency changed: set the anchor price again in the new currency, or clear it.",
} as const;

/** The seller a submitted page does not name stands as "Unknown seller (host)" until an admin says. */
export const UNKNOWN_SELLER = "Unknown seller";
/** The most a corrected amount may be, in minor units (what an integer column holds). */
const MAX_MINOR = 2_000_000_000;

const amount = (message: string) =>
  z
    .number({ error: message })
    .min(0, "An amount cannot be negative.")
    .max(1e12, SUBMISSION_MESSAGES.tooLarge);

/**
 * A price as an admin corrects it: amount in major units of `currency` (one charge: the whole
 * price, a month's, a year's or one instalment's), the billing, and for instalments their number.
 */
export const PriceCorrection = z
  .strictObject({
    amount: amount("Enter the price as an amount."),
    currency: CurrencyCode,
    billing: z.enum(BILLINGS),
    installmentCount: z.number().int().min(2).max(120).nullable().optional(),
  })
  .superRefine((price, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    if (!fitsMinorUnits(price.amount, price.currency)) {
      const digits = minorDigits(price.currency);
      issue(
        digits === 0
          ? `${price.currency} has no decimals: enter a whole amount.`
          : `${price.currency} has at most ${digits} decimals.`,
        "amount",
      );
    } else if (toMinor(price.amount, price.currency) > MAX_MINOR)
      issue(SUBMISSION_MESSAGES.tooLarge, "amount");
    if (price.billing === "free" && price.amount !== 0) issue(SUBMISSION_MESSAGES.freeNotZero, "amount");
    if (price.billing !== "free" && price.amount === 0) issue(SUBMISSION_MESSAGES.zeroNotFree, "billing");
    if (price.billing !== "installments" && price.installmentCount != null)
      issue(SUBMISSION_MESSAGES.installmentsOnly, "installmentCount");
  });
export type PriceCorrection = z.infer<typeof PriceCorrection>;

/**
 * An admin's corrections of what was read from the page, made as they accept it. Each field left
 * out stays as read; null says the page does not state it. The course's columns and its facts take
 * the corrected values (the fact's evidence then names the admin), audited as an edit.
 */
export const FactCorrections = z.strictObject({
  title: text(200).min(2, "At least 2 characters.").optional(),
  /** Who sells it: names the creator the submission brought when it is published with the course. */
  seller: text(120).min(2, "At least 2 characters.").optional(),
  price: PriceCorrection.nullable().optional(),
  /** The struck or "regular" price, in the price's currency. */
  anchorPrice: amount("Enter the anchor price as an amount.").nullable().optional(),
  refund: z
    .strictObject({ days: z.number().int().min(0).max(3650).nullable(), kind: z.enum(REFUND_KINDS) })
    .nullable()
    .optional(),
  recurring: z.boolean().nullable().optional(),
});
export type FactCorrections = z.infer<typeof FactCorrections>;

export const SubmissionBody = z.strictObject({
  /** The course's sales page. */
  url: webAddress,
  note: text(1000).optional(),
  /**
   * Who sells it, when the page does not say. It names the course's own unreviewed creator and is
   * shown to admins as a possible match; it never attaches the course to a known creator.
   */
  creatorName: text(120).min(2, "At least 2 characters.").optional(),
});
export type SubmissionBody = z.infer<typeof SubmissionBody>;

export const SubmissionResponse = z.object({ course: CourseSummary }).meta({ id: "SubmissionResponse" });
export type SubmissionResponse = z.infer<typeof SubmissionResponse>;

/** A known creator the submission may be by: same name, and/or a website on the submitted host. */
export const SuggestedCreator = storedRow({
  slug: z.string(),
  name: z.string(),
  verificationStatus: CreatorVerificationStatus,
  website: z.string().nullable(),
  sameName: z.boolean(),
  /** The creator's website is on the submitted address's host (never a shared host or marketplace). */
  sameSite: z.boolean(),
});
export type SuggestedCreator = z.infer<typeof SuggestedCreator>;

export const AdminSubmission = storedRow({
  status: SubmissionStatus,
  /** The canonical address: tracking and personal parameters dropped. */
  url: z.string(),
  /** The key two spellings of the page share (no www., https, folded slashes, lower-case path). */
  canonicalUrl: z.string(),
  note: z.string().nullable(),
  /** Why it was rejected, or "merged into #id". */
  reason: z.string().nullable(),
  submitter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  course: storedRow({
    title: z.string(),
    editorialStatus: z.enum(EDITORIAL_STATUSES),
    trustScore: z.number().int().nullable(),
    creatorId: z.number().int(),
    creatorSlug: z.string(),
    creatorName: z.string(),
    /** "unreviewed": the creator the submission brought, standing apart until an admin decides. */
    creatorStatus: z.enum(EDITORIAL_STATUSES),
    /**
     * How the creator the submission brought was named: after the seller the page names, as the
     * member typed it (the page names none), or "Unknown seller (host)"; null under a known creator.
     */
    creatorNamedFrom: z.enum(["page", "member", "unknown"]).nullable(),
    /** False when the page stated no price: `price` is then a placeholder, not a price of 0. */
    priceKnown: z.boolean(),
    /** One charge in major units of `currency`. */
    price: z.number(),
    currency: CurrencyCode,
    billing: z.enum(BILLINGS),
    installmentCount: z.number().int().nullable(),
    /** In `currency`; null when none is stated. */
    anchorPrice: z.number().nullable(),
    refund: z.object({ days: z.number().int().nullable(), kind: z.enum(REFUND_KINDS) }).nullable(),
    recurring: z.boolean(),
    /** Each fact as read from the page (or as an admin corrected it), with its evidence; null: not read. */
    facts: PageFacts.nullable(),
  }),
  /** For a pending submission, known creators an admin may attach it to; empty once decided. */
  suggestedCreators: z.array(SuggestedCreator),
  decidedAt: Timestamp.nullable(),
  createdAt: Timestamp,
}).meta({ id: "AdminSubmission" });
export type AdminSubmission = z.infer<typeof AdminSubmission>;

export const AdminSubmissionQuery = z.object(queueQueryFields(SUBMISSION_STATUSES));
export type AdminSubmissionQuery = z.infer<typeof AdminSubmissionQuery>;

/** Pending first (oldest first, the order to work through), then decided ones, newest first. */
export const AdminSubmissionList = queuePage(AdminSubmission).meta({ id: "AdminSubmissionList" });
export type AdminSubmissionList = z.infer<typeof AdminSubmissionList>;

export const MergeBody = z.strictObject({ intoCourseId: RowId });
export type MergeBody = z.infer<typeof MergeBody>;
export const RejectBody = ReasonBody;
/**
 * Accept takes an empty JSON object, or no body at all: the course and the creator it brought are
 * published. With creatorId, the course is attached to that creator (one in the directory) and the
 * creator it brought is archived; audited as "attached". With facts, the facts read from the page
 * are corrected first (audited as an edit).
 */
export const AcceptBody = z
  .strictObject({
    creatorId: RowId.optional(),
    facts: FactCorrections.optional(),
  })
  .nullish();
export type AcceptBody = z.infer<typeof AcceptBody>;

export const submissionEndpoints = {
  submit: endpoint(submissionRoutes.submit, {
    tags: ["catalogue"],
    summary: "Suggest a course by its sales-page address (signed-in members, 10 a day)",
    description:
      "200 {course}: the page is already in the catalogue (same canonical address). 201 {course}: the " +
      "page was read and is now an unreviewed course under an unreviewed creator of its own, scored, " +
      "with its first snapshot, waiting for an admin. The address is stored without tracking or " +
      "personal parameters. 422: the page could not be read or has too little readable text (nothing " +
      "is stored). 429 with Retry-After after 10 new courses, or 20 pages read, in 24 hours.",
    body: SubmissionBody,
    responses: {
      200: SubmissionResponse,
      201: SubmissionResponse,
      ...errorResponses(400, 401, 415, 422, 429, 503),
    },
  }),
  adminList: deskRead(submissionRoutes.adminList, AdminSubmissionList, {
    summary: "The submissions queue: pending first, then decided ones, paged",
    query: AdminSubmissionQuery,
  }),
  accept: deskChange(submissionRoutes.accept, AdminSubmission, {
    summary:
      "Accept a submission: its course is published, with the creator it brought or attached to a known one",
    description:
      "facts (optional) corrects what was read from the page before publishing: title, seller, price " +
      "{amount, currency, billing, installmentCount}, anchorPrice (in the price's currency), refund " +
      "{days, kind}, recurring; null says the page does not state it. 400 when a correction does not " +
      "hold together (a free price above 0, an anchor without a price).",
    body: AcceptBody,
  }),
  merge: deskChange(submissionRoutes.merge, AdminSubmission, {
    summary: "Merge a submission into an existing course: the submitted course is archived",
    body: MergeBody,
  }),
  reject: deskChange(submissionRoutes.reject, AdminSubmission, {
    summary: "Reject a submission with a reason: the submitted course is archived",
    body: RejectBody,
  }),
} as const;
