ALTER TABLE "price_alerts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_price_history" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "billing" text DEFAULT 'one-time' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "installment_count" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "anchor_price_cents" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "refund_days" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "refund_kind" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "course_snapshots" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "course_snapshots" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_currency_iso" CHECK ("price_alerts"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "course_price_history" ADD CONSTRAINT "course_price_history_currency_iso" CHECK ("course_price_history"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_currency_iso" CHECK ("courses"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_billing" CHECK ("courses"."billing" in ('one-time', 'monthly', 'yearly', 'installments', 'free'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_refund_kind" CHECK ("courses"."refund_kind" is null or "courses"."refund_kind" in ('none', 'conditional', 'unconditional'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_installment_count" CHECK ("courses"."installment_count" is null or "courses"."installment_count" between 2 and 120);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_anchor_price_nonnegative" CHECK ("courses"."anchor_price_cents" is null or "courses"."anchor_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_refund_days" CHECK ("courses"."refund_days" is null or "courses"."refund_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "course_snapshots" ADD CONSTRAINT "course_snapshots_currency_iso" CHECK ("course_snapshots"."currency" is null or "course_snapshots"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_currency_iso" CHECK ("watchlist_items"."currency" ~ '^[A-Z]{3}$');