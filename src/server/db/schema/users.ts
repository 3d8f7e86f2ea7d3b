import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed (normalizeEmail). */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** argon2id PHC string; null for demo accounts that only test-login can open. */
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["user", "admin", "affiliate"] })
      .notNull()
      .default("user"),
    subscriptionPlan: text("subscription_plan", { enum: ["free", "premium", "pro"] })
      .notNull()
      .default("free"),
    subscriptionStatus: text("subscription_status", { enum: ["free", "active", "canceled", "expired"] })
      .notNull()
      .default("free"),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    isLifetime: boolean("is_lifetime").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** HMAC-SHA256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: moved forward as the session is used (30 days, DECISIONS.md). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/** Failed sign-ins, for the brute-force limits (per account and per address). */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_email_created_idx").on(t.email, t.createdAt),
    index("login_failures_ip_created_idx").on(t.ip, t.createdAt),
  ],
);

export const emailSignups = pgTable(
  "email_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_signups_email_idx").on(t.email)],
);
