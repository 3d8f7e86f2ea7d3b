CREATE TABLE "creator_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"author_id" uuid,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"opened_by" uuid,
	"by_creator_id" integer,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"finding_key" text,
	"course_id" integer,
	"reason" text NOT NULL,
	"evidence_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"course_id" integer,
	"creator_id" integer,
	"price_target_cents" integer,
	"latest_change" text,
	"latest_change_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_one_target" CHECK (("watchlist_items"."target_type" = 'course' and "watchlist_items"."course_id" is not null and "watchlist_items"."creator_id" is null)
        or ("watchlist_items"."target_type" = 'creator' and "watchlist_items"."creator_id" is not null and "watchlist_items"."course_id" is null))
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "collection" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_object_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_decision" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "watchlist_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_replies" ADD CONSTRAINT "creator_replies_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_replies" ADD CONSTRAINT "creator_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_by_creator_id_creators_id_fk" FOREIGN KEY ("by_creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_replies_target_key" ON "creator_replies" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_target_idx" ON "disputes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "disputes_opened_by_idx" ON "disputes" USING btree ("opened_by");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_course_key" ON "watchlist_items" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_creator_key" ON "watchlist_items" USING btree ("user_id","creator_id");--> statement-breakpoint
CREATE INDEX "watchlist_course_idx" ON "watchlist_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "watchlist_creator_idx" ON "watchlist_items" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_proof_decided_by_users_id_fk" FOREIGN KEY ("proof_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_claimed_by_key" ON "creators" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "reviews_proof_pending_idx" ON "reviews" USING btree ("proof_submitted_at") WHERE "reviews"."proof_object_key" is not null;