// Column shapes many tables share. Each call makes a new column builder (drizzle needs one per
// table); the SQL they generate is what the migrations already hold.
import { and, gt, isNull, sql } from "drizzle-orm";
import { type AnyPgColumn, check, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EDITORIAL_STATUSES } from "../../../shared/contracts/catalog-constants";

/** A `timestamp with time zone` column, null until something sets it. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted: not null, `now()` by default. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** When the row last changed: not null, `now()` at insert; the code that changes the row sets it. */
export const updatedAt = () => at("updated_at").notNull().defaultNow();

/** Both of a row's times, for a table whose rows change after they are written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A numbered row's key: `id serial primary key`. */
export const serialId = () => serial("id").primaryKey();

/** A row's random key: `id uuid primary key default gen_random_uuid()`. */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();

/** A link or grant used once: when it stops being valid, and when it was used (null until then). */
export const oneTimeUse = () => ({ expiresAt: at("expires_at").notNull(), usedAt: at("used_at") });

/** The condition that a row with oneTimeUse() columns can still be used at `at`: not used, not expired. */
export function usableAt(link: { expiresAt: AnyPgColumn; usedAt: AnyPgColumn }, at: Date) {
  return and(isNull(link.usedAt), gt(link.expiresAt, at));
}

/** An ISO 4217 code, not null; rows from before currencies were stored are US dollars. */
export function currencyColumn() {
  return text("currency").notNull().default("USD");
}

/** The check that a not-null currency column holds three capital letters (an ISO 4217 code). */
export function currencyIso(name: string, currency: AnyPgColumn) {
  return check(name, sql`${currency} ~ '^[A-Z]{3}$'`);
}

/**
 * Where a catalogue entry (a course, a creator) stands with the editorial desk, and when the desk
 * archived it (null while it is listed).
 */
export const editorial = () => ({
  editorialStatus: text("editorial_status", { enum: EDITORIAL_STATUSES }).notNull().default("published"),
  archivedAt: at("archived_at"),
});
