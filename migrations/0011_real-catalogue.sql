CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_pages" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"unreachable_since" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "course_pages_failures_nonnegative" CHECK ("course_pages"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"final_url" text NOT NULL,
	"http_status" integer NOT NULL,
	"content_hash" text NOT NULL,
	"title" text,
	"price_cents" integer,
	"text" text NOT NULL,
	"object_key" text,
	"detection" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" uuid,
	"url" text NOT NULL,
	"canonical_url" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "reported_by" uuid;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "reported_on" date;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "verification_evidence" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "editorial_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "editorial_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_score_history" ADD CONSTRAINT "course_score_history_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_snapshots" ADD CONSTRAINT "course_snapshots_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "course_score_history_course_idx" ON "course_score_history" USING btree ("course_id","recorded_at");--> statement-breakpoint
CREATE INDEX "course_snapshots_course_idx" ON "course_snapshots" USING btree ("course_id","fetched_at");--> statement-breakpoint
CREATE INDEX "course_submissions_user_created_idx" ON "course_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_submissions_status_idx" ON "course_submissions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD CONSTRAINT "ad_sightings_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sightings_member_day_key" ON "ad_sightings" USING btree ("course_id","reported_by","reported_on");--> statement-breakpoint
CREATE INDEX "courses_canonical_url_idx" ON "courses" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "courses_canonical_url_missing_idx" ON "courses" USING btree ("id") WHERE "courses"."canonical_url" is null;--> statement-breakpoint
-- A course whose original_url changes loses its canonical address (unless the same statement sets
-- a new one); the submissions module fills every null one in from TypeScript before it looks a
-- submitted address up, so the lookup never reads a stale spelling. Existing rows start null.
CREATE FUNCTION "courses_reset_canonical_url"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."canonical_url" IS NOT DISTINCT FROM OLD."canonical_url" THEN
    NEW."canonical_url" := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_original_url_changed" BEFORE UPDATE OF "original_url" ON "courses"
  FOR EACH ROW WHEN (OLD."original_url" IS DISTINCT FROM NEW."original_url")
  EXECUTE FUNCTION "courses_reset_canonical_url"();
