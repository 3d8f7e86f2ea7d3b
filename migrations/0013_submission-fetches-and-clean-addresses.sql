CREATE TABLE "course_submission_fetches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_submission_fetches" ADD CONSTRAINT "course_submission_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_submission_fetches_user_created_idx" ON "course_submission_fetches" USING btree ("user_id","created_at");--> statement-breakpoint
-- Submitted addresses were stored as sent. A submission's canonical spelling of the time (tracking
-- parameters already dropped) becomes its stored address, and the course it made reads that one
-- too; a query that still names someone (an e-mail address, a token, a subscriber, user or contact
-- id) is dropped whole, since SQL cannot tell which of its parameters the page needs.
UPDATE "course_submissions" SET "canonical_url" = split_part("canonical_url", '?', 1)
WHERE "canonical_url" ~* '[?&]([^=&]*(email|token)[^=&]*|mail|e-mail|e_mail|session|session_id|sessionid|sid|subscriber|subscriber_id|subscriberid|sub|uid|user|user_id|userid|member_id|memberid|contact_id|contactid|customer_id|customerid|lead_id|leadid|first_name|firstname|fname|last_name|lastname|lname|phone|auth|api_key|apikey|password|otp|_ke|vgo_ee|ml_subscriber|ml_subscriber_hash|__s|ref_id|refid|referral|referral_code|rfsn|awc|cjevent|clickref)='
   OR "canonical_url" ~ '\?.*(%40|@)';
--> statement-breakpoint
UPDATE "courses" AS c SET "original_url" = s."canonical_url"
FROM "course_submissions" AS s
WHERE s."course_id" = c."id" AND c."original_url" = s."url" AND s."url" <> s."canonical_url";
--> statement-breakpoint
UPDATE "course_submissions" SET "url" = "canonical_url" WHERE "url" <> "canonical_url";
--> statement-breakpoint
-- courses.canonical_url now holds courseUrlKey (www., http or https, repeated slashes and the
-- path's case folded): every row is refilled from TypeScript before the next lookup.
UPDATE "courses" SET "canonical_url" = NULL WHERE "canonical_url" IS NOT NULL;
