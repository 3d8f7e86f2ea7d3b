import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, uuidId } from "./columns";

export const emailSignups = pgTable(
  "email_signups",
  {
    id: uuidId(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_signups_email_idx").on(t.email)],
);
