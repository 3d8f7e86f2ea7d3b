CREATE TABLE "public_record_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"source_url" text,
	"licence" text,
	"refreshed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_record_datasets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "public_record_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name_id" integer NOT NULL,
	"key" text NOT NULL,
	"via" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_record_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"matched_by" text NOT NULL,
	"evidence" text NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"removal_reason" text
);
--> statement-breakpoint
CREATE TABLE "public_record_name_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"context" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_record_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"role" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"dataset_id" integer NOT NULL,
	"authority" text NOT NULL,
	"authority_name" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"summary" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_records_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
ALTER TABLE "public_record_keys" ADD CONSTRAINT "public_record_keys_record_id_public_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."public_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_keys" ADD CONSTRAINT "public_record_keys_name_id_public_record_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."public_record_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_links" ADD CONSTRAINT "public_record_links_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_links" ADD CONSTRAINT "public_record_links_record_id_public_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."public_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_links" ADD CONSTRAINT "public_record_links_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_links" ADD CONSTRAINT "public_record_links_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_name_reviews" ADD CONSTRAINT "public_record_name_reviews_record_id_public_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."public_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_name_reviews" ADD CONSTRAINT "public_record_name_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_record_names" ADD CONSTRAINT "public_record_names_record_id_public_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."public_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records" ADD CONSTRAINT "public_records_dataset_id_public_record_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."public_record_datasets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_record_keys_key_idx" ON "public_record_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "public_record_keys_record_idx" ON "public_record_keys" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "public_record_keys_name_idx" ON "public_record_keys" USING btree ("name_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_record_links_active_key" ON "public_record_links" USING btree ("creator_id","record_id") WHERE "public_record_links"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "public_record_links_creator_idx" ON "public_record_links" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "public_record_links_record_idx" ON "public_record_links" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "public_record_links_confirmed_by_idx" ON "public_record_links" USING btree ("confirmed_by");--> statement-breakpoint
CREATE INDEX "public_record_links_removed_by_idx" ON "public_record_links" USING btree ("removed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "public_record_name_reviews_key" ON "public_record_name_reviews" USING btree ("record_id","name");--> statement-breakpoint
CREATE INDEX "public_record_name_reviews_status_idx" ON "public_record_name_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "public_record_name_reviews_decided_by_idx" ON "public_record_name_reviews" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "public_record_names_record_idx" ON "public_record_names" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "public_records_dataset_idx" ON "public_records" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "public_records_date_idx" ON "public_records" USING btree ("date");