import { index, pgTable, text } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { createdAt, uuidId } from "./columns";

/** /contact form messages, read by admins. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    userId: memberOrNull("user_id"),
    /** new | read | answered */
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.status, t.createdAt)],
);
