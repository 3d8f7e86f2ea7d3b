// The editorial desk (admins, /admin/catalog): courses and creators created, edited, archived and
// verified by hand, every change audited; and the public History of a course built from that audit
// and its score history. Field names follow the course and creator contracts (catalog.ts,
// creators.ts): `price` in dollars, `url` for the seller's page, `categorySlug` for the category.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { MAX_ROW_ID } from "../domain/ids";
import { CourseDetail, CourseLevel, CreatorVerificationStatus, EDITORIAL_STATUSES } from "./catalog";
import { ErrorResponse } from "./common";
import { CreatorClaim } from "./creator-claims";
import { editorialRoutes } from "./editorial.routes";

export const EDITORIAL_MESSAGES = {
  courseNotFound: "Course not found",
  creatorNotFound: "Creator not found",
  unknownCategory: "Unknown category.",
  unknownCreator: "That creator does not exist.",
  nothingToChange: "Send at least one field to change.",
  alreadyArchived: "This item is already archived.",
  notVerified: "This course has no verification to revoke.",
  sameStatus: "The creator already has that status.",
  reasonRequired: "Give a reason of at least 5 characters.",

  badUrl: "Enter a full web address starting with http:// or https://.",
} as const;

export const EditorialStatus = z.enum(EDITORIAL_STATUSES);

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const webAddress = z
  .string()
  .trim()
  .max(2000, "At most 2000 characters.")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, EDITORIAL_MESSAGES.badUrl);
const optionalAddress = z.preprocess((v) => (v === "" ? null : v), webAddress.nullable());
const reason = z
  .string()
  .trim()
  .min(5, EDITORIAL_MESSAGES.reasonRequired)
  .max(1000, "At most 1000 characters.");
const dollars = z
  .number()
  .min(0, "The price cannot be negative.")
  .max(1_000_000, "At most $1,000,000.")
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "At most two decimals.",
  });

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

export const CourseUpdateBody = z
  .object({ ...courseFields, reason: reason.optional() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), EDITORIAL_MESSAGES.nothingToChange);
export type CourseUpdateBody = z.infer<typeof CourseUpdateBody>;

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

export const AdminCourse = CourseDetail.extend({ audit: z.array(AuditEvent) }).meta({ id: "AdminCourse" });
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminListQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string().max(200, "Search text must be at most 200 characters.").optional(),
  ),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["all", ...EDITORIAL_STATUSES]).default("all"),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
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
export const AdminCourseList = z.object({
  items: z.array(AdminCourseRow),
  total: z.number().int(),
  page: z.number().int(),
});
export type AdminCourseList = z.infer<typeof AdminCourseList>;

export const ArchiveBody = z.object({ reason }).strict();
export const VerificationBody = z
  .object({
    verifiedBy: text(200).min(2, "Say who verified it."),
    notes: text(5000).min(5, "Say what was checked (at least 5 characters)."),
    evidenceUrls: z.array(webAddress).max(20, "At most 20 links.").default([]),
  })
  .strict();
export type VerificationBody = z.infer<typeof VerificationBody>;
export const RevokeBody = z.object({ reason }).strict();

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
export const CreatorUpdateBody = z
  .object({ ...creatorFields, reason: reason.optional() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), EDITORIAL_MESSAGES.nothingToChange);
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
export const AdminCreatorList = z.object({
  items: z.array(AdminCreatorRow),
  total: z.number().int(),
  page: z.number().int(),
});
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

const IdParams = z.object({ id: z.coerce.number().int().min(1).max(MAX_ROW_ID) });
const ADMIN = ["catalogue", "admin"] as const;
const adminErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } as const;
const writeErrors = { ...adminErrors, 404: ErrorResponse, 409: ErrorResponse, 415: ErrorResponse } as const;

export const editorialEndpoints = {
  listCourses: endpoint(editorialRoutes.listCourses, {
    tags: ADMIN,
    summary: "Every course, including unreviewed and archived ones, searched by title or creator",
    query: AdminListQuery,
    responses: { 200: AdminCourseList, ...adminErrors },
  }),
  createCourse: endpoint(editorialRoutes.createCourse, {
    tags: ADMIN,
    summary: "Add a course to the catalogue; it is scored at once",
    body: CourseCreateBody,
    responses: { 201: AdminCourse, ...writeErrors },
  }),
  getCourse: endpoint(editorialRoutes.getCourse, {
    tags: ADMIN,
    summary: "One course with its whole audit",
    params: IdParams,
    responses: { 200: AdminCourse, ...adminErrors, 404: ErrorResponse },
  }),
  updateCourse: endpoint(editorialRoutes.updateCourse, {
    tags: ADMIN,
    summary: "Change a course's fields; the change is audited and the score recomputed at once",
    params: IdParams,
    body: CourseUpdateBody,
    responses: { 200: AdminCourse, ...writeErrors },
  }),
  archiveCourse: endpoint(editorialRoutes.archiveCourse, {
    tags: ADMIN,
    summary: "Take a course out of the catalogue and search; its page, reviews and history stay",
    params: IdParams,
    body: ArchiveBody,
    responses: { 200: AdminCourse, ...writeErrors },
  }),
  verifyCourse: endpoint(editorialRoutes.verifyCourse, {
    tags: ADMIN,
    summary: "Record a verification (who, notes, evidence links): the course shows the Verified badge",
    params: IdParams,
    body: VerificationBody,
    responses: { 200: AdminCourse, ...writeErrors },
  }),
  revokeVerification: endpoint(editorialRoutes.revokeVerification, {
    tags: ADMIN,
    summary: "Revoke a course's verification, with a reason",
    params: IdParams,
    body: RevokeBody,
    responses: { 200: AdminCourse, ...writeErrors },
  }),
  listCreators: endpoint(editorialRoutes.listCreators, {
    tags: ADMIN,
    summary: "Every creator, including unreviewed and archived ones, searched by name",
    query: AdminListQuery,
    responses: { 200: AdminCreatorList, ...adminErrors },
  }),
  createCreator: endpoint(editorialRoutes.createCreator, {
    tags: ADMIN,
    summary: "Add a creator (unverified until a status change with a reason)",
    body: CreatorCreateBody,
    responses: { 201: AdminCreator, ...writeErrors },
  }),
  getCreator: endpoint(editorialRoutes.getCreator, {
    tags: ADMIN,
    summary: "One creator with the whole audit",
    params: IdParams,
    responses: { 200: AdminCreator, ...adminErrors, 404: ErrorResponse },
  }),
  updateCreator: endpoint(editorialRoutes.updateCreator, {
    tags: ADMIN,
    summary: "Change a creator's fields; the change is audited",
    params: IdParams,
    body: CreatorUpdateBody,
    responses: { 200: AdminCreator, ...writeErrors },
  }),
  archiveCreator: endpoint(editorialRoutes.archiveCreator, {
    tags: ADMIN,
    summary: "Take a creator out of the directory and search; the profile and history stay",
    params: IdParams,
    body: ArchiveBody,
    responses: { 200: AdminCreator, ...writeErrors },
  }),
  creatorStatus: endpoint(editorialRoutes.creatorStatus, {
    tags: ADMIN,
    summary:
      "Change a creator's status (verified, unverified, suspicious), with a reason; their courses are rescored",
    params: IdParams,
    body: CreatorStatusBody,
    responses: { 200: AdminCreator, ...writeErrors },
  }),
  courseHistory: endpoint(editorialRoutes.courseHistory, {
    tags: ["catalogue"],
    summary: "A course's dated score history and its verification, status and archive events",
    params: IdParams,
    responses: { 200: CourseHistory, 400: ErrorResponse, 404: ErrorResponse },
  }),
} as const;
