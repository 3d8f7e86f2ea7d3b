// Public enforcement records: what regulators and courts published about a seller (docs/public-records.md).
// Anyone reads the sources searched, and the records an admin confirmed are about a creator (their
// page, a course's page); admins import files (HypeCheck's own format, FollowTheMoney entities as
// OpenSanctions exports them, RSS/Atom feeds), work the queue of names a feed reader was unsure of,
// search records and link one to a creator with the evidence.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import {
  adminKind,
  boundedText,
  CoercedRowId,
  endpointKind,
  errorResponses,
  itemChangeKind,
  listOf,
  RowId,
  RowIdParams,
  storedRow,
  Timestamp,
} from "./common";
import { publicRecordRoutes } from "./public-records.routes";
import {
  PUBLIC_RECORD_EVIDENCE_MAX,
  PUBLIC_RECORD_EVIDENCE_MIN,
  PUBLIC_RECORD_KIND_SYNONYMS,
  PUBLIC_RECORD_KINDS,
  PUBLIC_RECORD_MATCH_BY,
  PUBLIC_RECORD_NAME_KINDS,
  PUBLIC_RECORD_OUTCOMES,
} from "./public-records-terms";

export * from "./public-records-terms";

export const PUBLIC_RECORD_IMPORT_FORMATS = ["hypecheck", "ftm", "rss"] as const;
export type PublicRecordImportFormat = (typeof PUBLIC_RECORD_IMPORT_FORMATS)[number];
/** Under the server's 1 MB body limit, with room for the JSON around it. */
export const PUBLIC_RECORD_IMPORT_MAX_CHARS = 900_000;
/** Records one file may hold. */
export const PUBLIC_RECORD_IMPORT_MAX_RECORDS = 5000;
export const PUBLIC_RECORD_SEARCH_MAX = 50;

export const PUBLIC_RECORD_MESSAGES = {
  contentRequired: "Paste or upload a file.",
  tooLarge: `At most ${PUBLIC_RECORD_IMPORT_MAX_CHARS.toLocaleString("en-US")} characters.`,
  refused: "The file was refused and nothing was stored.",
  evidenceTooShort: `Write the evidence in at least ${PUBLIC_RECORD_EVIDENCE_MIN} characters: why this record is about this creator (a domain, a company, an address the record gives).`,
  evidenceTooLong: `At most ${PUBLIC_RECORD_EVIDENCE_MAX} characters.`,
  reasonTooShort: "Write the reason in at least 10 characters.",
  recordNotFound: "Public record not found.",
  creatorNotFound: "Creator not found.",
  reviewNotFound: "Name review not found.",
  alreadyLinked: "This record is already linked to this creator.",
  notLinked: "This record is not linked to this creator.",
  alreadyDecided: "This name has already been decided.",
  nameRequired: "Enter the name as the record gives it.",
} as const;

/** The JSON format HypeCheck publishes its own records in (the starter set uses it). */
export const HypeCheckRecordName = z.strictObject({
  name: z.string().trim().min(1).max(300),
  kind: z.enum(PUBLIC_RECORD_NAME_KINDS),
  role: z.string().trim().max(120).nullish(),
  aliases: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  domains: z.array(z.string().trim().min(1).max(253)).max(50).default([]),
});
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith("https://") && URL.canParse(v), "an official https:// address");
export const HypeCheckRecord = z.strictObject({
  sourceId: z.string().trim().min(1).max(300),
  authority: z.string().trim().min(1).max(60),
  authorityName: z.string().trim().min(1).max(200),
  jurisdiction: z.string().trim().min(1).max(60),
  /** "settlement" and "order" are read as "settlement-order" (PUBLIC_RECORD_KIND_SYNONYMS). */
  kind: z.preprocess(
    (value) => (typeof value === "string" ? (PUBLIC_RECORD_KIND_SYNONYMS[value] ?? value) : value),
    z.enum(PUBLIC_RECORD_KINDS),
  ),
  date: isoDay,
  title: z.string().trim().min(1).max(500),
  url: httpsUrl,
  names: z.array(HypeCheckRecordName).min(1).max(100),
  outcome: z.enum(PUBLIC_RECORD_OUTCOMES),
  summary: z.string().trim().min(1).max(400),
  topics: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
});
export type HypeCheckRecord = z.infer<typeof HypeCheckRecord>;
export const HypeCheckRecordsFile = z
  .object({
    format: z.literal("hypecheck-public-records"),
    version: z.literal(1),
    dataset: z.string().trim().min(1).max(120),
    /** When the publisher last checked the records (an ISO date or date-time). */
    refreshedAt: Timestamp.refine((v) => !Number.isNaN(Date.parse(v)), "an ISO date or date-time"),
    records: z.array(z.unknown()).max(PUBLIC_RECORD_IMPORT_MAX_RECORDS),
  })
  .passthrough();

export const ImportPublicRecordsBody = z.strictObject({
  format: z.enum(PUBLIC_RECORD_IMPORT_FORMATS, { error: "Choose the format: hypecheck, ftm or rss." }),
  content: z
    .string({ error: PUBLIC_RECORD_MESSAGES.contentRequired })
    .min(1, PUBLIC_RECORD_MESSAGES.contentRequired)
    .max(PUBLIC_RECORD_IMPORT_MAX_CHARS, PUBLIC_RECORD_MESSAGES.tooLarge),
});
export type ImportPublicRecordsBody = z.infer<typeof ImportPublicRecordsBody>;

export const ImportPublicRecordsResponse = z
  .object({
    imported: z.number().int(),
    updated: z.number().int(),
    /** Unchanged records, and entries that are not records (FtM addresses, feed items naming nobody). */
    skipped: z.number().int(),
    /** Notes on entries left out of an accepted file (a refused file answers 400 instead). */
    errors: z.array(z.string()),
    /** Names the feed reader was unsure of, waiting in the review queue. */
    namesToReview: z.number().int(),
  })
  .meta({ id: "PublicRecordImportReport" });
export type ImportPublicRecordsResponse = z.infer<typeof ImportPublicRecordsResponse>;

/** A refused file: why, every reason (nothing was stored). */
export const ImportRefusal = z.object({ error: z.string(), reasons: z.array(z.string()).optional() });

export const PublicRecordName = z.object({
  name: z.string(),
  kind: z.enum(PUBLIC_RECORD_NAME_KINDS),
  role: z.string().nullable(),
  aliases: z.array(z.string()),
  domains: z.array(z.string()),
});
export type PublicRecordName = z.infer<typeof PublicRecordName>;

export const PublicRecordMatch = z.object({
  by: z.enum(PUBLIC_RECORD_MATCH_BY),
  confidence: z.enum(["low", "medium", "high"]),
  /** The name in the record the match was made on. */
  name: z.string(),
});
export type PublicRecordMatch = z.infer<typeof PublicRecordMatch>;

/** A record as people see it: what was published, by whom, when, and where to read it. */
export const PublicRecord = storedRow({
  authority: z.string(),
  authorityName: z.string(),
  jurisdiction: z.string(),
  kind: z.enum(PUBLIC_RECORD_KINDS),
  date: z.string(),
  title: z.string(),
  url: z.string(),
  outcome: z.enum(PUBLIC_RECORD_OUTCOMES),
  summary: z.string(),
  names: z.array(PublicRecordName),
  /** The dataset it came from and when that was last refreshed. */
  source: z.object({ title: z.string(), updatedAt: Timestamp.nullable() }),
}).meta({ id: "PublicRecord" });
export type PublicRecord = z.infer<typeof PublicRecord>;

export const MatchedPublicRecord = PublicRecord.extend({ match: PublicRecordMatch }).meta({
  id: "MatchedPublicRecord",
});
export type MatchedPublicRecord = z.infer<typeof MatchedPublicRecord>;

/** A record an admin confirmed is about a creator, with the evidence they gave. */
export const ConfirmedPublicRecord = MatchedPublicRecord.extend({
  linkId: z.number().int(),
  evidence: z.string(),
  confirmedAt: Timestamp,
}).meta({ id: "ConfirmedPublicRecord" });
export type ConfirmedPublicRecord = z.infer<typeof ConfirmedPublicRecord>;

/** A source searched, how many records it holds and when it was last refreshed. */
export const RecordsSearched = z.object({
  source: z.string(),
  records: z.number().int(),
  updatedAt: Timestamp.nullable(),
});
export type RecordsSearched = z.infer<typeof RecordsSearched>;

export const PublicRecordSource = RecordsSearched.extend({
  format: z.enum(PUBLIC_RECORD_IMPORT_FORMATS),
  licence: z.string().nullable(),
  url: z.string().nullable(),
});
export const PublicRecordSourcesResponse = z.object({ sources: z.array(PublicRecordSource) });
export type PublicRecordSourcesResponse = z.infer<typeof PublicRecordSourcesResponse>;

/** A creator as a link to their page: id, slug and name. */
const CreatorLink = storedRow({ slug: z.string(), name: z.string() });

export const ConfirmedRecordsResponse = z.object({
  creator: CreatorLink.nullable(),
  items: z.array(ConfirmedPublicRecord),
});
export type ConfirmedRecordsResponse = z.infer<typeof ConfirmedRecordsResponse>;

export const PublicRecordSearchQuery = z.object({
  /** A name (a person's or a company's) or a site. */
  q: z.string().trim().max(300).default(""),
  /** The seller's site, to say "name+site" where a record names it. */
  site: z.string().trim().max(300).optional(),
  /** A company the person trades as, to say "name+company". */
  company: z.string().trim().max(300).optional(),
});
export type PublicRecordSearchQuery = z.input<typeof PublicRecordSearchQuery>;

/** A record in the admins' search, with how it matched and the creators it is linked to. */
export const AdminPublicRecord = PublicRecord.extend({
  match: PublicRecordMatch.nullable(),
  sourceId: z.string(),
  linkedCreators: z.array(CreatorLink),
  pendingNames: z.number().int(),
}).meta({ id: "AdminPublicRecord" });
export type AdminPublicRecord = z.infer<typeof AdminPublicRecord>;
export const PublicRecordSearchResponse = listOf(AdminPublicRecord, {
  total: z.number().int(),
  recordsSearched: z.array(RecordsSearched),
});
export type PublicRecordSearchResponse = z.infer<typeof PublicRecordSearchResponse>;

export const NameReview = storedRow({
  recordId: z.number().int(),
  recordTitle: z.string(),
  recordUrl: z.string(),
  authority: z.string(),
  name: z.string(),
  kind: z.enum(PUBLIC_RECORD_NAME_KINDS),
  context: z.string(),
  reason: z.string(),
  createdAt: Timestamp,
}).meta({ id: "PublicRecordNameReview" });
export type NameReview = z.infer<typeof NameReview>;
export const NameReviewsResponse = listOf(NameReview, { total: z.number().int() });

export const DecideNameReviewBody = z.strictObject({
  decision: z.enum(["accept", "reject"], { error: "Choose accept or reject." }),
  /** The name as the record gives it, corrected if the reader cut it wrong. */
  name: z.string().trim().min(1, PUBLIC_RECORD_MESSAGES.nameRequired).max(300).optional(),
  kind: z.enum(PUBLIC_RECORD_NAME_KINDS).optional(),
});
export type DecideNameReviewBody = z.input<typeof DecideNameReviewBody>;
export const DecideNameReviewResponse = storedRow({
  status: z.enum(["accepted", "rejected"]),
});

export const LinkPublicRecordBody = z.strictObject({
  recordId: RowId,
  evidence: boundedText(
    PUBLIC_RECORD_EVIDENCE_MIN,
    PUBLIC_RECORD_EVIDENCE_MAX,
    PUBLIC_RECORD_MESSAGES.evidenceTooShort,
    PUBLIC_RECORD_MESSAGES.evidenceTooLong,
  ),
});
export type LinkPublicRecordBody = z.input<typeof LinkPublicRecordBody>;
export const LinkPublicRecordResponse = z.object({
  record: ConfirmedPublicRecord,
  rescored: z.number().int(),
});

export const UnlinkParams = RowIdParams.extend({
  recordId: CoercedRowId,
});
export const UnlinkPublicRecordBody = z.strictObject({
  reason: boundedText(10, 2000, PUBLIC_RECORD_MESSAGES.reasonTooShort),
});
export const UnlinkPublicRecordResponse = z.object({ removed: z.literal(true), rescored: z.number().int() });

/** A creator's slug (as GET /api/creators/{slug}): any text, an unknown one is a 404. */
const CreatorSlugParams = z.object({ slug: z.string().min(1).max(200) });

// ---- Endpoints ----

const PUBLIC = ["public records"] as const;
const ADMIN = ["public records", "admin"] as const;
const open = endpointKind({ tags: PUBLIC, status: 200, errors: [429] });
const admin = adminKind(ADMIN);
const adminChange = itemChangeKind(ADMIN);
const adminCreate = itemChangeKind(ADMIN, 201);

export const publicRecordEndpoints = {
  sources: open(publicRecordRoutes.sources, PublicRecordSourcesResponse, {
    summary:
      "The sources of public enforcement records: how many records each holds and when it was refreshed",
  }),
  ofCourse: open(publicRecordRoutes.ofCourse, ConfirmedRecordsResponse, {
    summary: "Public records an admin confirmed are about the course's creator, with the evidence",
    params: RowIdParams,
    errors: [400, 404],
  }),
  ofCreator: open(publicRecordRoutes.ofCreator, ConfirmedRecordsResponse, {
    summary: "Public records an admin confirmed are about the creator, with the evidence",
    params: CreatorSlugParams,
    errors: [400, 404],
  }),
  importFile: endpoint(publicRecordRoutes.importFile, {
    tags: ADMIN,
    summary: "Admin: import public records (hypecheck JSON, FollowTheMoney JSON lines, RSS or Atom)",
    description:
      "Records are upserted by their source id; a changed record is audited. A file with any entry that " +
      "cannot be read is refused whole (400 with the reasons; nothing stored). Names a feed reader is " +
      "unsure of go to the review queue, not into the record.",
    body: ImportPublicRecordsBody,
    responses: { 200: ImportPublicRecordsResponse, 400: ImportRefusal, ...errorResponses(401, 403, 415) },
  }),
  search: admin(publicRecordRoutes.search, PublicRecordSearchResponse, {
    summary: `Admin: records naming a person, company or site (at most ${PUBLIC_RECORD_SEARCH_MAX}, newest first), or the newest without q`,
    query: PublicRecordSearchQuery,
    errors: [400],
  }),
  reviews: admin(publicRecordRoutes.reviews, NameReviewsResponse, {
    summary: "Admin: names a feed reader was unsure of, oldest first",
  }),
  decideReview: adminChange(publicRecordRoutes.decideReview, DecideNameReviewResponse, {
    summary: "Admin: accept a name into its record (audited) or reject it",
    body: DecideNameReviewBody,
  }),
  link: adminCreate(publicRecordRoutes.link, LinkPublicRecordResponse, {
    summary: "Admin: confirm that a public record is about this creator, with the evidence (audited)",
    description:
      "The only way a record attaches to a creator: their page shows it, their courses are rescored, " +
      "and members who follow them are told. The link can be disputed.",
    body: LinkPublicRecordBody,
  }),
  unlink: admin(publicRecordRoutes.unlink, UnlinkPublicRecordResponse, {
    summary: "Admin: take a confirmed record off a creator, with the reason (audited)",
    params: UnlinkParams,
    body: UnlinkPublicRecordBody,
    errors: [400, 404, 415],
  }),
} as const;
