CREATE INDEX "courses_original_url_idx" ON "courses" USING btree ("original_url");--> statement-breakpoint
CREATE INDEX "courses_affiliate_url_idx" ON "courses" USING btree ("affiliate_url");