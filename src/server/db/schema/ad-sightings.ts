import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { at, serialId } from "./columns";
import { courseOrCreator } from "./courses";

export const AD_SIGHTING_SOURCES = ["demo", "member", "import"] as const;

/** Observations of an advert (for the ad-fatigue detector): a course or a creator, where and when. */
export const adSightings = pgTable(
  "ad_sightings",
  {
    id: serialId(),
    ...courseOrCreator(),
    platform: text("platform").notNull(),
    seenAt: at("seen_at").notNull(),
    adText: text("ad_text"),
    /** demo (the seed), member (reported on a course page) or import (an admin's CSV). */
    source: text("source", { enum: AD_SIGHTING_SOURCES }).notNull().default("demo"),
    /** The member who reported it; null for demo and imported rows. */
    reportedBy: memberOrNull("reported_by"),
    /** The day (UTC) a member reported it: one report per member, course and day. */
    reportedOn: date("reported_on"),
    link: text("link"),
  },
  (t) => [
    uniqueIndex("ad_sightings_member_day_key").on(t.courseId, t.reportedBy, t.reportedOn),
    index("ad_sightings_course_idx").on(t.courseId, t.seenAt),
    index("ad_sightings_creator_idx").on(t.creatorId, t.seenAt),
    check("ad_sightings_subject", sql`${t.courseId} is not null or ${t.creatorId} is not null`),
  ],
);
