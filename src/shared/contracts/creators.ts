// The creator directory and profiles: GET /api/creators and GET /api/creators/{slug}.
import { z } from "zod";
import { CourseSummary, CreatorVerificationStatus } from "./catalog";
import { blankAsMissing, Count, endpointKind, pagedList, pageFields, Score, searchText } from "./common";
import { creatorRoutes } from "./creators.routes";
import {
  CREATOR_FILTERS,
  CREATOR_PAGE_MAX,
  CREATOR_PAGE_SIZE,
  CREATOR_PAGE_SIZE_MAX,
  CREATOR_QUERY_MAX_LENGTH,
} from "./creators-constants";
import { ConfirmedPublicRecord } from "./public-records";

export * from "./creators-constants";

export const CreatorFilter = z.enum(CREATOR_FILTERS);
export type CreatorFilter = z.infer<typeof CreatorFilter>;

export const CreatorListQuery = z.object({
  /** Name, expertise (specialties) or background; trimmed; blank means everyone. */
  search: searchText(CREATOR_QUERY_MAX_LENGTH),
  /** "unverified" means not verified: unverified and suspicious creators alike. */
  filter: blankAsMissing(CreatorFilter.default("all")),
});
export type CreatorListQuery = z.infer<typeof CreatorListQuery>;

/** Who a creator is, as the directory's cards and the creator page both start. */
const creatorIdentity = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Image URL; null: the card shows initials. */
  avatar: z.string().nullable(),
};

export const CreatorListItem = z
  .object({
    ...creatorIdentity,
    isVerified: z.boolean(),
    verificationStatus: CreatorVerificationStatus,
    /** Mean of the creator's scored courses' trust scores (0-100, rounded); null when none is scored. */
    trustScore: Score.nullable(),
    bio: z.string(),
    courseCount: Count,
    /** Mean of the approved reviews of all their courses (1-5, 2 decimals); null without reviews. */
    averageRating: z.number().min(1).max(5).nullable(),
    reviewCount: Count,
    /** Students as claimed by the sellers, summed over their courses. */
    totalStudents: Count,
    specialties: z.array(z.string()),
    website: z.string().nullable(),
  })
  .meta({ id: "CreatorListItem" });
export type CreatorListItem = z.infer<typeof CreatorListItem>;

export const CreatorListResponse = z.array(CreatorListItem);

export const CreatorSlugParams = z.object({
  /** Any text: an unknown slug is a 404, not a validation error. */
  slug: z.string().min(1).max(200),
});

export const CreatorDetailQuery = z.object({
  ...pageFields({
    maxPage: CREATOR_PAGE_MAX,
    maxPageSize: CREATOR_PAGE_SIZE_MAX,
    defaultPageSize: CREATOR_PAGE_SIZE,
  }),
});
export type CreatorDetailQuery = z.infer<typeof CreatorDetailQuery>;

/** A course on the profile: the catalogue summary plus the instructor's bio for the card. */
export const CreatorCourse = CourseSummary.extend({ instructorBio: z.string() }).meta({
  id: "CreatorCourse",
});
export type CreatorCourse = z.infer<typeof CreatorCourse>;

export const CreatorDetail = z
  .object({
    ...creatorIdentity,
    verified: z.boolean(),
    verificationStatus: CreatorVerificationStatus,
    bio: z.string(),
    background: z.string(),
    specialties: z.array(z.string()),
    siteUrl: z.string().nullable(),
    socials: z.object({
      youtube: z.string().nullable(),
      instagram: z.string().nullable(),
      x: z.string().nullable(),
    }),
    courses: pagedList(CreatorCourse),
    /**
     * Public enforcement records an admin confirmed are about this creator, with the evidence
     * (docs/public-records.md); records matched on a name alone are never listed here.
     */
    publicRecords: z.array(ConfirmedPublicRecord),
  })
  .meta({ id: "CreatorDetail" });
export type CreatorDetail = z.infer<typeof CreatorDetail>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["creators"], status: 200, errors: [400, 429] });

export const listCreators = open(creatorRoutes.list, CreatorListResponse, {
  summary: "The creator directory",
  description:
    "search: typo-tolerant match on name, expertise (specialties) or background; closest names " +
    "first. filter=verified: verified creators only; filter=unverified: everyone not verified " +
    "(unverified and suspicious). Without a search: verified first, then by trust score, then " +
    "name. trustScore is the mean of the creator's scored courses; averageRating weighs each " +
    "course by its approved reviews.",
  query: CreatorListQuery,
});

export const getCreator = open(creatorRoutes.get, CreatorDetail, {
  summary: "One creator with a page of their courses (12 by default, best first)",
  params: CreatorSlugParams,
  query: CreatorDetailQuery,
  errors: [404],
});

/** Every endpoint of the creator directory, keyed as in creators.routes.ts. */
export const creatorEndpoints = {
  list: listCreators,
  get: getCreator,
};
