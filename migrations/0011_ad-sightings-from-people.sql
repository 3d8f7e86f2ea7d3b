ALTER TABLE "ad_sightings" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "reported_by" uuid;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "reported_on" date;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "ad_sightings" ADD CONSTRAINT "ad_sightings_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sightings_member_day_key" ON "ad_sightings" USING btree ("course_id","reported_by","reported_on");