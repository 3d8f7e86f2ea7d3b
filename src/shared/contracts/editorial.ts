// The editorial desk (admins, /admin/catalog): courses and creators created, edited, archived and
// verified by hand, every change audited; and the public History of a course built from that audit
// and its score history. Field names follow the course and creator contracts (catalog.ts,
// creators.ts): `price` in major units of `currency`, `url` for the seller's page, `categorySlug`
// for the category. A new course is refused (409) when the catalogue already has its sales page or
// its creator a course of the same title; an admin can draft one from its address first.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { BILLINGS, type Billing, fitsMinorUnits, minorDigits, REFUND_KINDS } from "../domain/money";
import {
  DESK_MESSAGES,
  deskChange,
  deskCreate,
  deskRead,
  queuePage,
  queueQueryFields,
  ReasonBody,
  reason,
  text,
  webAddress,
} from "./admin-desk";
import { CourseDetail, CourseLevel, CreatorVerificationStatus, EDITORIAL_STATUSES } from "./catalog";
import {
  COURSE_NOT_FOUND,
  ErrorResponse,
  endpointKind,
  errorResponses,
  RowId,
  RowIdParams,
  searchText,
  storedRow,
  Timestamp,
} from "./common";
import { CreatorClaim } from "./creator-claims";
import { editorialRoutes } from "./editorial.routes";
import { CurrencyCode, PageFacts } from "./page-facts";

export const EDITORIAL_MESSAGES = {
  courseNotFound: COURSE_NOT_FOUND,
  creatorNotFound: "Creator not found",
  unknownCategory: "Unknown category.",
  unknownCreator: "That creator does not exist.",
  nothingToChange: "Send at least one field to change.",
  alreadyArchived: "This item is already archived.",
  notVerified: "This course has no verification to revoke.",
  sameStatus: "The creator already has that status.",
  reasonRequired: DESK_MESSAGES.reasonRequired,
  badUrl: DESK_MESSAGES.badUrl,
  duplicateUrl: "This sales page is already in the catalogue.",
  duplicateTitle: "This creator already has a course with this title.",
  installmentsOnly: "A number of payments goes with billing in instalments.",
  freeIsZero: "A free course has the price 0.",
  refundKindFirst: "Say what kind of refund the days are for.",
  noRefundDays: "A course with no refund has no refund period.",
  tooLarge: "The amount is too large.",
} as const;

export const EditorialStatus = z.enum(EDITORIAL_STATUSES);

const optionalAddress = z.preprocess((v) => (v === "" ? null : v), webAddress.nullable());
/** An amount in major units of the course's currency (its decimals are checked with the currency). */
const amount = z
  .number()
  .min(0, "The price cannot be negative.")
  .max(100_000_000, EDITORIAL_MESSAGES.tooLarge);

/** An item's update body: any of its `fields` and a reason, with at least one field to change. */
function updateBody<Fields extends z.ZodRawShape>(fields: Fields) {
  return z
    .object({ ...fields, reason: reason.optional() })
    .partial()
    .strict()
    .refine((body) => Object.keys(body).some((key) => key !== "reason"), EDITORIAL_MESSAGES.nothingToChange);
}

/** One audited change to a course or a creator, as both their admin views list them. */
export const AuditEvent = storedRow({
  action: z.string(),
  /** Null for a change the system made (a page recheck, the command line). */
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  reason: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: Timestamp,
}).meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEvent>;

// ---- Courses ----

const courseFields = {
  title: text(200).min(1, "Enter a title."),
  description: text(5000).min(1, "Enter a description."),
  creatorId: RowId,
  categorySlug: z.string().regex(/^[a-z0-9-]{1,100}$/, EDITORIAL_MESSAGES.unknownCategory),
  /** One charge in major units of `currency`: the whole price, a month's, a year's or an instalment's. */
  price: amount,
  /** ISO 4217; US dollars when left out. */
  currency: CurrencyCode.optional(),
  /** How `price` is charged; once when left out. */
  billing: z.enum(BILLINGS).optional(),
  /** With billing "installments": how many payments of `price`; null when not stated. */
  installmentCount: z
    .number()
    .int()
    .min(2, "At least 2 payments.")
    .max(120, "At most 120 payments.")
    .nullable()
    .optional(),
  /** The struck or "regular" price the page shows beside the price, in `currency`. */
  anchorPrice: amount.nullable().optional(),
  /** The refund period in days (null: none stated) and what kind of refund it is. */
  refundDays: z.number().int().min(0).max(3650, "At most 3650 days.").nullable().optional(),
  refundKind: z.enum(REFUND_KINDS).nullable().optional(),
  /** The buyer is charged again automatically. */
  recurring: z.boolean().optional(),
  /** What the sales page said of each fact, with its evidence (from a draft by address). */
  facts: PageFacts.nullable().optional(),
  /** The seller's own sales page. */
  url: webAddress,
  affiliateUrl: optionalAddress.optional(),
  level: CourseLevel.optional(),
  /** Hours. */
  duration: z.number().int().min(0).max(10_000).optional(),
  /** As claimed by the seller. */
  studentCount: z.number().int().min(0).max(100_000_000).optional(),
  salesCopy: text(100_000).optional(),
  incomeClaims: text(5000).nullable().optional(),
  actualStudentOutcomes: text(5000).nullable().optional(),
  redFlags: z.array(text(300).min(1)).max(50).optional(),
};

/** A course's money fields as they will stand (the body's, else the course's). */
export interface CourseMoney {
  price?: number;
  currency?: string;
  billing?: Billing;
  installmentCount?: number | null;
  anchorPrice?: number | null;
  refundDays?: number | null;
  refundKind?: string | null;
}

/**
 * What the money fields must agree on: amounts with no more decimals than the currency has, a
 * number of payments only with instalments, price 0 when free, refund days only with a refund kind
 * that gives one. The form, the contract and the service (for an edit, on the merged values) share it.
 */
export function courseMoneyProblems(money: CourseMoney): { path: keyof CourseMoney; message: string }[] {
  const currency = money.currency ?? "USD";
  const problems: { path: keyof CourseMoney; message: string }[] = [];
  for (const path of ["price", "anchorPrice"] as const) {
    const value = money[path];
    if (typeof value === "number" && !fitsMinorUnits(value, currency)) {
      const digits = minorDigits(currency);
      problems.push({
        path,
        message:
          digits === 0
            ? `${currency} has no decimals: enter a whole amount.`
            : `${currency} has at most ${digits} decimals.`,
      });
    }
  }
  const billing = money.billing ?? "one-time";
  if (money.installmentCount != null && billing !== "installments")
    problems.push({ path: "installmentCount", message: EDITORIAL_MESSAGES.installmentsOnly });
  if (billing === "free" && typeof money.price === "number" && money.price !== 0)
    problems.push({ path: "price", message: EDITORIAL_MESSAGES.freeIsZero });
  if (money.refundDays != null && money.refundKind == null)
    problems.push({ path: "refundKind", message: EDITORIAL_MESSAGES.refundKindFirst });
  if (money.refundDays != null && money.refundDays > 0 && money.refundKind === "none")
    problems.push({ path: "refundDays", message: EDITORIAL_MESSAGES.noRefundDays });
  return problems;
}

export const CourseCreateBody = z.strictObject(courseFields).superRefine((body, context) => {
  for (const problem of courseMoneyProblems(body)) {
    context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  }
});
export type CourseCreateBody = z.infer<typeof CourseCreateBody>;

export const CourseUpdateBody = updateBody(courseFields);
export type CourseUpdateBody = z.infer<typeof CourseUpdateBody>;

/** The catalogue course a new one would repeat: the 409's `duplicate`, with its desk page. */
export const DuplicateCourse = storedRow({
  title: z.string(),
  /** Its page on the desk: /admin/catalog/courses/{id}. */
  link: z.string(),
  /** What they share: the sales page's address, or the creator and title. */
  match: z.enum(["url", "title"]),
});
export type DuplicateCourse = z.infer<typeof DuplicateCourse>;
export const DuplicateCourseError = ErrorResponse.extend({ duplicate: DuplicateCourse.optional() }).meta({
  id: "DuplicateCourseError",
});

// ---- A draft from a course's address ----

export const CourseDraftBody = z.strictObject({ url: webAddress });
export type CourseDraftBody = z.infer<typeof CourseDraftBody>;

/**
 * What the page at an address says, as the course form's values: each read fact with its evidence
 * in `facts`, null where the page does not state it. Nothing is stored.
 */
export const CourseDraft = z
  .object({
    /** The address as it would be stored (tracking parameters left out). */
    url: z.string(),
    /** Where the page was read from after redirects. */
    finalUrl: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    /** The page's readable text, for the sales copy the detector reads. */
    salesCopy: z.string(),
    /** A category whose words the page uses most; null when none stands out. */
    categorySlug: z.string().nullable(),
    /** The seller the page names, and a catalogue creator of that name when there is one. */
    sellerName: z.string().nullable(),
    creator: storedRow({ name: z.string() }).nullable(),
    price: z.number().min(0).nullable(),
    currency: CurrencyCode.nullable(),
    billing: z.enum(BILLINGS).nullable(),
    installmentCount: z.number().int().nullable(),
    anchorPrice: z.number().min(0).nullable(),
    refundDays: z.number().int().nullable(),
    refundKind: z.enum(REFUND_KINDS).nullable(),
    recurring: z.boolean().nullable(),
    facts: PageFacts,
    /** A catalogue course with the same sales page: saving this draft would be refused. */
    duplicate: DuplicateCourse.nullable(),
  })
  .meta({ id: "CourseDraft" });
export type CourseDraft = z.infer<typeof CourseDraft>;

export const AdminCourse = CourseDetail.extend({ audit: z.array(AuditEvent) }).meta({ id: "AdminCourse" });
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminListQuery = z.object({ q: searchText(200), ...queueQueryFields(EDITORIAL_STATUSES) });
export type AdminListQuery = z.infer<typeof AdminListQuery>;
export const ADMIN_PAGE_SIZE = 25;

export const AdminCourseRow = storedRow({
  title: z.string(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  categoryName: z.string(),
  /** Major units of `currency`, charged as `billing` says. */
  price: z.number(),
  currency: CurrencyCode,
  billing: z.enum(BILLINGS),
  installmentCount: z.number().int().nullable(),
  editorialStatus: EditorialStatus,
  isVerified: z.boolean(),
  trustScore: z.number().int().nullable(),
  updatedAt: Timestamp,
});
export type AdminCourseRow = z.infer<typeof AdminCourseRow>;
export const AdminCourseList = queuePage(AdminCourseRow);
export type AdminCourseList = z.infer<typeof AdminCourseList>;

export const ArchiveBody = ReasonBody;
export const VerificationBody = z.strictObject({
  verifiedBy: text(200).min(2, "Say who verified it."),
  notes: text(5000).min(5, "Say what was checked (at least 5 characters)."),
  evidenceUrls: z.array(webAddress).max(20, "At most 20 links.").default([]),
});
export type VerificationBody = z.infer<typeof VerificationBody>;
export const RevokeBody = ReasonBody;

// ---- Creators ----

const creatorFields = {
  name: text(120).min(2, "Enter a name of at least 2 characters."),
  bio: text(5000).optional(),
  background: text(5000).optional(),
  website: optionalAddress.optional(),
  avatarUrl: optionalAddress.optional(),
  youtube: optionalAddress.optional(),
  instagram: optionalAddress.optional(),
  x: optionalAddress.optional(),
  specialties: z.array(text(80).min(1)).max(20).optional(),
  socialMediaPlatform: text(60).nullable().optional(),
  followerCount: z.number().int().min(0).max(10_000_000_000).optional(),
};

export const CreatorCreateBody = z.strictObject(creatorFields);
export type CreatorCreateBody = z.infer<typeof CreatorCreateBody>;
export const CreatorUpdateBody = updateBody(creatorFields);
export type CreatorUpdateBody = z.infer<typeof CreatorUpdateBody>;

export const AdminCreator = storedRow({
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  background: z.string(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  youtube: z.string().nullable(),
  instagram: z.string().nullable(),
  x: z.string().nullable(),
  specialties: z.array(z.string()),
  socialMediaPlatform: z.string().nullable(),
  followerCount: z.number().int(),
  verificationStatus: CreatorVerificationStatus,
  editorialStatus: EditorialStatus,
  archivedAt: Timestamp.nullable(),
  courseCount: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The member account linked to the creator (their right of reply), or null. */
  claim: CreatorClaim.nullable(),
  audit: z.array(AuditEvent),
}).meta({ id: "AdminCreator" });
export type AdminCreator = z.infer<typeof AdminCreator>;

export const AdminCreatorRow = AdminCreator.pick({
  id: true,
  slug: true,
  name: true,
  verificationStatus: true,
  editorialStatus: true,
  courseCount: true,
  updatedAt: true,
});
export type AdminCreatorRow = z.infer<typeof AdminCreatorRow>;
export const AdminCreatorList = queuePage(AdminCreatorRow);
export type AdminCreatorList = z.infer<typeof AdminCreatorList>;

export const CreatorStatusBody = z.strictObject({ status: CreatorVerificationStatus, reason });
export type CreatorStatusBody = z.infer<typeof CreatorStatusBody>;

// ---- Public history ----

export const HISTORY_KINDS = [
  "verified",
  "verification-revoked",
  "creator-status",
  "archived",
  "score",
] as const;
export const HistoryEvent = z.object({
  kind: z.enum(HISTORY_KINDS),
  at: z.string(),
  summary: z.string(),
  reason: z.string().nullable(),
});
export type HistoryEvent = z.infer<typeof HistoryEvent>;
export const ScorePoint = z.object({ at: z.string(), score: z.number().int(), band: z.string() });
export type ScorePoint = z.infer<typeof ScorePoint>;
export const CourseHistory = z
  .object({
    /** Oldest first: the chart's points. */
    scores: z.array(ScorePoint),
    /** Newest first: verification, creator status, archive and score changes, dated. */
    events: z.array(HistoryEvent),
  })
  .meta({ id: "CourseHistory" });
export type CourseHistory = z.infer<typeof CourseHistory>;

// ---- Endpoints ----

const ITEM_CALLS = ["list", "create", "get", "update", "archive"] as const;
type ItemCall = (typeof ITEM_CALLS)[number];
type ItemNoun = "Course" | "Creator";
/** A call's key in editorial.routes.ts: `listCourses`, `createCourse`, … */
type ItemKey<Call extends ItemCall, Noun extends ItemNoun> = Call extends "list"
  ? `list${Noun}s`
  : `${Call}${Noun}`;
const itemKey = <Call extends ItemCall, Noun extends ItemNoun>(call: Call, noun: Noun) =>
  (call === "list" ? `list${noun}s` : `${call}${noun}`) as ItemKey<Call, Noun>;
const itemRoute = <Call extends ItemCall, Noun extends ItemNoun>(call: Call, noun: Noun) =>
  editorialRoutes[itemKey(call, noun)];

/**
 * What the desk does alike with courses and creators: list them, create one, get one, update one
 * and archive one; keyed as in editorial.routes.ts (`listCourses`, `createCourse`, …).
 */
function itemEndpoints<
  Noun extends ItemNoun,
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(
  noun: Noun,
  schemas: { item: Item; list: List; create: Create; update: Update },
  summaries: Record<ItemCall, string>,
) {
  const { item } = schemas;
  const calls = {
    list: deskRead(itemRoute("list", noun), schemas.list, { summary: summaries.list, query: AdminListQuery }),
    create: deskCreate(itemRoute("create", noun), item, { summary: summaries.create, body: schemas.create }),
    get: deskRead(itemRoute("get", noun), item, {
      summary: summaries.get,
      params: RowIdParams,
      errors: [404],
    }),
    update: deskChange(itemRoute("update", noun), item, {
      summary: summaries.update,
      body: schemas.update,
    }),
    archive: deskChange(itemRoute("archive", noun), item, {
      summary: summaries.archive,
      body: ArchiveBody,
    }),
  };
  return Object.fromEntries(ITEM_CALLS.map((call) => [itemKey(call, noun), calls[call]])) as {
    [Call in ItemCall as ItemKey<Call, Noun>]: (typeof calls)[Call];
  };
}

const catalogueRead = endpointKind({ tags: ["catalogue"], status: 200, errors: [400, 404] });

const courseItemEndpoints = itemEndpoints(
  "Course",
  { item: AdminCourse, list: AdminCourseList, create: CourseCreateBody, update: CourseUpdateBody },
  {
    list: "Every course, including unreviewed and archived ones, searched by title or creator",
    create: "Add a course to the catalogue; it is scored at once",
    get: "One course with its whole audit",
    update: "Change a course's fields; the change is audited and the score recomputed at once",
    archive: "Take a course out of the catalogue and search; its page, reviews and history stay",
  },
);

export const editorialEndpoints = {
  ...courseItemEndpoints,
  // A duplicate's 409 names the course it repeats.
  createCourse: endpoint(editorialRoutes.createCourse, {
    tags: courseItemEndpoints.createCourse.tags,
    summary: courseItemEndpoints.createCourse.summary,
    description:
      "409 with `duplicate` when the catalogue already has the sales page (the same canonical address) " +
      "or the creator already has a course with the same title; two identical creates at once make one course.",
    body: CourseCreateBody,
    responses: { 201: AdminCourse, ...errorResponses(400, 401, 403, 404, 415), 409: DuplicateCourseError },
  }),
  draftCourse: deskRead(editorialRoutes.draftCourse, CourseDraft, {
    summary:
      "Read a course's sales page and answer the course form's values with their evidence; stores nothing",
    body: CourseDraftBody,
    errors: [415, 422, 503],
  }),
  verifyCourse: deskChange(editorialRoutes.verifyCourse, AdminCourse, {
    summary: "Record a verification (who, notes, evidence links): the course shows the Verified badge",
    body: VerificationBody,
  }),
  revokeVerification: deskChange(editorialRoutes.revokeVerification, AdminCourse, {
    summary: "Revoke a course's verification, with a reason",
    body: RevokeBody,
  }),
  ...itemEndpoints(
    "Creator",
    { item: AdminCreator, list: AdminCreatorList, create: CreatorCreateBody, update: CreatorUpdateBody },
    {
      list: "Every creator, including unreviewed and archived ones, searched by name",
      create: "Add a creator (unverified until a status change with a reason)",
      get: "One creator with the whole audit",
      update: "Change a creator's fields; the change is audited",
      archive: "Take a creator out of the directory and search; the profile and history stay",
    },
  ),
  creatorStatus: deskChange(editorialRoutes.creatorStatus, AdminCreator, {
    summary:
      "Change a creator's status (verified, unverified, suspicious), with a reason; their courses are rescored",
    body: CreatorStatusBody,
  }),
  courseHistory: catalogueRead(editorialRoutes.courseHistory, CourseHistory, {
    summary: "A course's dated score history and its verification, status and archive events",
    params: RowIdParams,
  }),
} as const;
