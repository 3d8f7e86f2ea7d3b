CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_featured_idx" ON "courses" USING btree ("is_verified" DESC NULLS LAST,"trust_score" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_reviews_idx" ON "courses" USING btree ("review_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id");