DROP INDEX "reviewer_star_weeks_week_idx";--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_platform_week_idx" ON "reviewer_star_weeks" USING btree ("platform_id","week_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_group_week_idx" ON "reviewer_star_weeks" USING btree ("group_id","week_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_category_week_idx" ON "reviewer_star_weeks" USING btree ("category_id","week_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_week_idx" ON "reviewer_star_weeks" USING btree ("week_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);