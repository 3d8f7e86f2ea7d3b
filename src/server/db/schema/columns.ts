// Column shapes many tables share. Each call makes a new column builder (drizzle needs one per
// table); the SQL they generate is what the migrations already hold.
import { text, timestamp } from "drizzle-orm/pg-core";

/** A `timestamp with time zone` column, null until something sets it. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted: not null, `now()` by default. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** When the row last changed: not null, `now()` at insert; the code that changes the row sets it. */
export const updatedAt = () => at("updated_at").notNull().defaultNow();

/** An ISO 4217 code, not null; rows from before currencies were stored are US dollars. */
export function currencyColumn() {
  return text("currency").notNull().default("USD");
}
