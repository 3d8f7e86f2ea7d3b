import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { at, editorial, serialId, timestamps } from "./columns";

export const CREATOR_STATUSES = ["verified", "unverified", "suspicious"] as const;

/** The people and companies who sell courses. Seeded ones are fictional, never real names. */
export const creators = pgTable(
  "creators",
  {
    id: serialId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    avatarUrl: text("avatar_url"),
    bio: text("bio").notNull().default(""),
    /** Free text about past work and claimed credentials; searched along with name and specialties. */
    background: text("background").notNull().default(""),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    websiteUrl: text("website_url"),
    youtubeUrl: text("youtube_url"),
    instagramUrl: text("instagram_url"),
    xUrl: text("x_url"),
    verificationStatus: text("verification_status", { enum: CREATOR_STATUSES })
      .notNull()
      .default("unverified"),
    /** The platform where the creator mainly advertises, and the follower count seen there. */
    socialMediaPlatform: text("social_media_platform"),
    followerCount: integer("follower_count").notNull().default(0),
    ...editorial(),
    /** The member account an admin linked to this creator after checking identity (right of reply). */
    claimedBy: memberOrNull("claimed_by"),
    claimedAt: at("claimed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("creators_slug_key").on(t.slug),
    uniqueIndex("creators_claimed_by_key").on(t.claimedBy),
    index("creators_status_idx").on(t.verificationStatus),
    index("creators_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/** The creator a row may be about, deleted with the creator. */
export function creatorOrNull() {
  return integer("creator_id").references(() => creators.id, { onDelete: "cascade" });
}

/** The creator a row is about: not null, and deleted with the creator. */
export function creatorRef() {
  return creatorOrNull().notNull();
}
