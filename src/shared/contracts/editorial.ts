// The editorial desk (admins, /admin/catalog): courses and creators created, edited, archived and
// verified by hand, every change audited; and the public History of a course built from that audit
// and its score history. Field names follow the course and creator contracts (catalog.ts,
// creators.ts): `price` in dollars, `url` for the seller's page, `categorySlug` for the category.
import { z } from "zod";
import { MAX_ROW_ID } from "../domain/ids";
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
import { COURSE_NOT_FOUND, endpointKind, RowIdParams, searchText } from "./common";
import { CreatorClaim } from "./creator-claims";
import { editorialRoutes } from "./editorial.routes";

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
} as const;

export const EditorialStatus = z.enum(EDITORIAL_STATUSES);

const optionalAddress = z.preprocess((v) => (v === "" ? null : v), webAddress.nullable());
const dollars = z
  .number()
  .min(0, "The price cannot be negative.")
  .max(1_000_000, "At most $1,000,000.")
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "At most two decimals.",
  });

/** An item's update body: any of its `fields` and a reason, with at least one field to change. */
function updateBody<Fields extends z.ZodRawShape>(fields: Fields) {
  return z
    .object({ ...fields, reason: reason.optional() })
    .partial()
    .strict()
    .refine((body) => Object.keys(body).some((key) => key !== "reason"), EDITORIAL_MESSAGES.nothingToChange);
}

/** One audited change to a course or a creator, as both their admin views list them. */
export const AuditEvent = z
  .object({
    id: z.number().int(),
    action: z.string(),
    /** Null for a change the system made (a page recheck, the command line). */
    actorName: z.string().nullable(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    reason: z.string().nullable(),
    isPublic: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEvent>;

// ---- Courses ----

const courseFields = {
  title: text(200).min(1, "Enter a title."),
  description: text(5000).min(1, "Enter a description."),
  creatorId: z.number().int().min(1).max(MAX_ROW_ID),
  categorySlug: z.string().regex(/^[a-z0-9-]{1,100}$/, EDITORIAL_MESSAGES.unknownCategory),
  price: dollars,
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

export const CourseCreateBody = z.object(courseFields).strict();
export type CourseCreateBody = z.infer<typeof CourseCreateBody>;

export const CourseUpdateBody = updateBody(courseFields);
export type CourseUpdateBody = z.infer<typeof CourseUpdateBody>;

export const AdminCourse = CourseDetail.extend({ audit: z.array(AuditEvent) }).meta({ id: "AdminCourse" });
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminListQuery = z.object({ q: searchText(200), ...queueQueryFields(EDITORIAL_STATUSES) });
export type AdminListQuery = z.infer<typeof AdminListQuery>;
export const ADMIN_PAGE_SIZE = 25;

export const AdminCourseRow = z.object({
  id: z.number().int(),
  title: z.string(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  categoryName: z.string(),
  price: z.number(),
  editorialStatus: EditorialStatus,
  isVerified: z.boolean(),
  trustScore: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AdminCourseRow = z.infer<typeof AdminCourseRow>;
export const AdminCourseList = queuePage(AdminCourseRow);
export type AdminCourseList = z.infer<typeof AdminCourseList>;

export const ArchiveBody = ReasonBody;
export const VerificationBody = z
  .object({
    verifiedBy: text(200).min(2, "Say who verified it."),
    notes: text(5000).min(5, "Say what was checked (at least 5 characters)."),
    evidenceUrls: z.array(webAddress).max(20, "At most 20 links.").default([]),
  })
  .strict();
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

export const CreatorCreateBody = z.object(creatorFields).strict();
export type CreatorCreateBody = z.infer<typeof CreatorCreateBody>;
export const CreatorUpdateBody = updateBody(creatorFields);
export type CreatorUpdateBody = z.infer<typeof CreatorUpdateBody>;

export const AdminCreator = z
  .object({
    id: z.number().int(),
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
    archivedAt: z.string().nullable(),
    courseCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The member account linked to the creator (their right of reply), or null. */
    claim: CreatorClaim.nullable(),
    audit: z.array(AuditEvent),
  })
  .meta({ id: "AdminCreator" });
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

export const CreatorStatusBody = z.object({ status: CreatorVerificationStatus, reason }).strict();
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
  const params = RowIdParams;
  const calls = {
    list: deskRead(itemRoute("list", noun), schemas.list, { summary: summaries.list, query: AdminListQuery }),
    create: deskCreate(itemRoute("create", noun), item, { summary: summaries.create, body: schemas.create }),
    get: deskRead(itemRoute("get", noun), item, { summary: summaries.get, params, errors: [404] }),
    update: deskChange(itemRoute("update", noun), item, {
      summary: summaries.update,
      params,
      body: schemas.update,
    }),
    archive: deskChange(itemRoute("archive", noun), item, {
      summary: summaries.archive,
      params,
      body: ArchiveBody,
    }),
  };
  return Object.fromEntries(ITEM_CALLS.map((call) => [itemKey(call, noun), calls[call]])) as {
    [Call in ItemCall as ItemKey<Call, Noun>]: (typeof calls)[Call];
  };
}

const catalogueRead = endpointKind({ tags: ["catalogue"], status: 200, errors: [400, 404] });

export const editorialEndpoints = {
  ...itemEndpoints(
    "Course",
    { item: AdminCourse, list: AdminCourseList, create: CourseCreateBody, update: CourseUpdateBody },
    {
      list: "Every course, including unreviewed and archived ones, searched by title or creator",
      create: "Add a course to the catalogue; it is scored at once",
      get: "One course with its whole audit",
      update: "Change a course's fields; the change is audited and the score recomputed at once",
      archive: "Take a course out of the catalogue and search; its page, reviews and history stay",
    },
  ),
  verifyCourse: deskChange(editorialRoutes.verifyCourse, AdminCourse, {
    summary: "Record a verification (who, notes, evidence links): the course shows the Verified badge",
    params: RowIdParams,
    body: VerificationBody,
  }),
  revokeVerification: deskChange(editorialRoutes.revokeVerification, AdminCourse, {
    summary: "Revoke a course's verification, with a reason",
    params: RowIdParams,
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
    params: RowIdParams,
    body: CreatorStatusBody,
  }),
  courseHistory: catalogueRead(editorialRoutes.courseHistory, CourseHistory, {
    summary: "A course's dated score history and its verification, status and archive events",
    params: RowIdParams,
  }),
} as const;
