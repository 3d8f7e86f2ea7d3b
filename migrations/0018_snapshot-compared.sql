ALTER TABLE "course_snapshots" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "course_snapshots" ADD COLUMN "compared" jsonb;