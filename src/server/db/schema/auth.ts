import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, oneTimeUse, timestamps, uuidId } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuidId(),
    /** Stored lower-cased and trimmed (normalizeEmail). */
    email: text("email").notNull(),
    ...personName(),
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
    subscriptionEndDate: at("subscription_end_date"),
    isLifetime: boolean("is_lifetime").notNull().default(false),
    /** Billing period of the paid plan (null on free). */
    billingInterval: text("billing_interval", { enum: ["monthly", "annual"] }),
    /**
     * A downgrade waiting for the end of the period: the plan the account
     * moves to at subscriptionEndDate. Cancellation is status "canceled" with the same end date.
     */
    pendingPlan: text("pending_plan", { enum: ["free", "premium", "pro"] }),
    pendingInterval: text("pending_interval", { enum: ["monthly", "annual"] }),
    /** Which billing provider holds the subscription ("demo" unless a real one is configured). */
    billingProvider: text("billing_provider"),
    billingCustomerId: text("billing_customer_id"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** Watchlist changes are also e-mailed (through the outbox), not only shown in the app. */
    watchlistEmail: boolean("watchlist_email").notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuidId(),
    /** HMAC-SHA256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: memberRef(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    /** Idle expiry: moved forward as the session is used (30 days). */
    expiresAt: at("expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Password attempts for the brute-force limits (modules/auth/login-limits.service.ts): a row is
 * written before the password is checked, as the attempt's reserved slot, and deleted again when
 * the password was right; what stays is a failure.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuidId(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    /** The trusted-device id the attempt came with (a device cookie valid for this account), or null. */
    device: text("device"),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_email_created_idx").on(t.email, t.createdAt),
    index("login_failures_ip_created_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * A sign-up waiting for its address to be confirmed: the account is created only when the e-mailed
 * link is used, so sign-up answers the same whether or not the address has an account.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: uuidId(),
    /** Stored lower-cased and trimmed (normalizeEmail). */
    email: text("email").notNull(),
    ...personName(),
    passwordHash: text("password_hash").notNull(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    /** Where to go once the account exists (a same-site path). */
    nextPath: text("next_path").notNull().default("/"),
    ...oneTimeUse(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pending_signups_token_hash_key").on(t.tokenHash),
    index("pending_signups_email_created_idx").on(t.email, t.createdAt),
    index("pending_signups_expires_idx").on(t.expiresAt),
  ],
);

/** One-time password-reset links: only the token's hash is stored; used once, then expired. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuidId(),
    userId: memberRef(),
    tokenHash: text("token_hash").notNull(),
    ...oneTimeUse(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The member a row belongs to: not null, and deleted with the account. */
export function memberRef() {
  return uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}

/** A member who wrote or acted on a row: null once their account is deleted (the row stays). */
export function memberOrNull(name: string) {
  return uuid(name).references(() => users.id, { onDelete: "set null" });
}

/** Who decided on a row (a moderator, an admin) and when; both null until it is decided. */
export const decided = () => ({ decidedBy: memberOrNull("decided_by"), decidedAt: at("decided_at") });

/** The name an account holder gives at sign-up, kept on the pending sign-up until it becomes the account's. */
function personName() {
  return { firstName: text("first_name").notNull(), lastName: text("last_name").notNull() };
}
