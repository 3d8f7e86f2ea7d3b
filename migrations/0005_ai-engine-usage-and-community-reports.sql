CREATE TABLE "ai_quota_usage" (
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_quota_usage_subject_kind_period_start_pk" PRIMARY KEY("subject","kind","period_start"),
	CONSTRAINT "ai_quota_usage_used_nonnegative" CHECK ("ai_quota_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_report_requests" (
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"course_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_report_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "ai_reports" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"model" text NOT NULL,
	"user_id" uuid,
	"course_id" integer,
	"creator_name" text,
	"query" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"total_tokens" integer,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer,
	"creator_name" text NOT NULL,
	"platform" text NOT NULL,
	"scam_type" text NOT NULL,
	"description" text NOT NULL,
	"evidence" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "detector_findings" jsonb;--> statement-breakpoint
ALTER TABLE "ai_report_requests" ADD CONSTRAINT "ai_report_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD CONSTRAINT "ai_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_report_requests_created_idx" ON "ai_report_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_usage_logs_ts_idx" ON "ai_usage_logs" USING btree ("ts" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_usage_logs_user_idx" ON "ai_usage_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_reports_creator_idx" ON "community_reports" USING btree ("creator_id","status");--> statement-breakpoint
CREATE INDEX "community_reports_status_idx" ON "community_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "community_reports_reported_by_idx" ON "community_reports" USING btree ("reported_by");