// Public enforcement records (docs/public-records.md): what regulators and courts published about a
// seller, one row per published action, with the names it gives, the dataset it came from, and the
// links an admin confirmed between a record and a catalogue creator. Records are upserted by their
// source id and every change to one is audited (audit_events, subject "public_record").
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  PUBLIC_RECORD_KINDS,
  PUBLIC_RECORD_MATCH_BY,
  PUBLIC_RECORD_NAME_KINDS,
  PUBLIC_RECORD_OUTCOMES,
} from "../../../shared/contracts/public-records-terms";
import { decided, memberOrNull } from "./auth";
import { at, createdAt, serialId, timestamps, updatedAt } from "./columns";
import { creatorRef } from "./creators";

export const PUBLIC_RECORD_FORMATS = ["hypecheck", "ftm", "rss"] as const;
export const NAME_REVIEW_STATUSES = ["pending", "accepted", "rejected"] as const;
export const RECORD_KEY_VIA = ["name", "alias", "domain"] as const;

/** Where records came from: the starter set, an imported file, or a configured feed. */
export const publicRecordDatasets = pgTable("public_record_datasets", {
  id: serialId(),
  /** "hypecheck-starter-set", the FtM dataset's name, or "feed:" and the feed's address. */
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  format: text("format", { enum: PUBLIC_RECORD_FORMATS }).notNull(),
  /** The feed's address, or where the file was published. */
  sourceUrl: text("source_url"),
  /** The licence its publisher states (OpenSanctions: CC BY-NC 4.0, see docs/public-records.md). */
  licence: text("licence"),
  /** When the publisher last refreshed it (as the file says), or when we last read the feed. */
  refreshedAt: at("refreshed_at"),
  /** Feeds: when we last tried, failures in a row (back-off) and the last error. */
  checkedAt: at("checked_at"),
  failures: integer("failures").notNull().default(0),
  lastError: text("last_error"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One published action: a complaint, settlement or order, judgment, litigation release or warning. */
export const publicRecords = pgTable(
  "public_records",
  {
    id: serialId(),
    /** The source's own id, prefixed by format ("ftm:…", "rss:…"); the upsert key. */
    sourceId: text("source_id").notNull().unique(),
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => publicRecordDatasets.id, { onDelete: "restrict" }),
    /** The authority's short name (FTC, SEC, CFTC, DOJ, UK FCA, a state's AG…). */
    authority: text("authority").notNull(),
    authorityName: text("authority_name").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    kind: text("kind", { enum: PUBLIC_RECORD_KINDS }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    /** The official address (https). */
    url: text("url").notNull(),
    outcome: text("outcome", { enum: PUBLIC_RECORD_OUTCOMES }).notNull(),
    /** One line in our own words. */
    summary: text("summary").notNull(),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [index("public_records_dataset_idx").on(t.datasetId), index("public_records_date_idx").on(t.date)],
);

/** A person or company a record names, with the aliases, domains and role it publishes. */
export const publicRecordNames = pgTable(
  "public_record_names",
  {
    id: serialId(),
    recordId: recordRef(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PUBLIC_RECORD_NAME_KINDS }).notNull(),
    /** "defendant", "respondent", "relief defendant"…, as published; null when not stated. */
    role: text("role"),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("public_record_names_record_idx").on(t.recordId)],
);

/**
 * What a search looks up: every name and alias normalised (names.ts), and every domain, one row
 * each, so a lookup is one index scan however many aliases a record has.
 */
export const publicRecordKeys = pgTable(
  "public_record_keys",
  {
    id: serialId(),
    recordId: recordRef(),
    nameId: integer("name_id")
      .notNull()
      .references(() => publicRecordNames.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    via: text("via", { enum: RECORD_KEY_VIA }).notNull(),
  },
  (t) => [
    index("public_record_keys_key_idx").on(t.key),
    index("public_record_keys_record_idx").on(t.recordId),
    index("public_record_keys_name_idx").on(t.nameId),
  ],
);

/**
 * A record an admin confirmed is about a catalogue creator, with the evidence. Only these attach a
 * record to a creator (their page, their trust score). Removed links stay, with who and why.
 */
export const publicRecordLinks = pgTable(
  "public_record_links",
  {
    id: serialId(),
    creatorId: creatorRef(),
    recordId: recordRef(),
    /** How the match had been made before the admin confirmed it. */
    matchedBy: text("matched_by", { enum: PUBLIC_RECORD_MATCH_BY }).notNull(),
    evidence: text("evidence").notNull(),
    confirmedBy: memberOrNull("confirmed_by"),
    confirmedAt: at("confirmed_at").notNull().defaultNow(),
    removedAt: at("removed_at"),
    removedBy: memberOrNull("removed_by"),
    removalReason: text("removal_reason"),
  },
  (t) => [
    uniqueIndex("public_record_links_active_key")
      .on(t.creatorId, t.recordId)
      .where(sql`${t.removedAt} is null`),
    index("public_record_links_creator_idx").on(t.creatorId),
    index("public_record_links_record_idx").on(t.recordId),
    index("public_record_links_confirmed_by_idx").on(t.confirmedBy),
    index("public_record_links_removed_by_idx").on(t.removedBy),
  ],
);

/** A name a feed reader was unsure of: kept out of the record until an admin accepts it. */
export const publicRecordNameReviews = pgTable(
  "public_record_name_reviews",
  {
    id: serialId(),
    recordId: recordRef(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PUBLIC_RECORD_NAME_KINDS }).notNull(),
    /** The words it was read from (the title or the sentence). */
    context: text("context").notNull(),
    /** Why the reader was unsure. */
    reason: text("reason").notNull(),
    status: text("status", { enum: NAME_REVIEW_STATUSES }).notNull().default("pending"),
    ...decided(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("public_record_name_reviews_key").on(t.recordId, t.name),
    index("public_record_name_reviews_status_idx").on(t.status, t.createdAt),
    index("public_record_name_reviews_decided_by_idx").on(t.decidedBy),
  ],
);

/** The record a row belongs to: not null, and deleted with the record. */
export function recordRef() {
  return integer("record_id")
    .notNull()
    .references(() => publicRecords.id, { onDelete: "cascade" });
}
