DROP INDEX "export_tasks_user_idx";--> statement-breakpoint
DROP INDEX "import_records_user_idx";--> statement-breakpoint
DROP INDEX "import_records_kind_idx";--> statement-breakpoint
DROP INDEX "base_skus_category_idx";--> statement-breakpoint
DROP INDEX "base_skus_brand_idx";--> statement-breakpoint
DROP INDEX "base_skus_status_idx";--> statement-breakpoint
DROP INDEX "product_cost_history_sku_idx";--> statement-breakpoint
DROP INDEX "product_costs_updated_idx";--> statement-breakpoint
DROP INDEX "kol_pool_category_idx";--> statement-breakpoint
DROP INDEX "kol_pool_channel_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_owner_idx";--> statement-breakpoint
DROP INDEX "mail_pull_errors_account_idx";--> statement-breakpoint
DROP INDEX "mail_pull_logs_account_idx";--> statement-breakpoint
DROP INDEX "mail_rooms_assignee_idx";--> statement-breakpoint
DROP INDEX "mail_rooms_pool_idx";--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_records_user_idx" ON "import_records" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_records_kind_idx" ON "import_records" USING btree ("kind","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "base_skus_category_idx" ON "base_skus" USING btree ("category_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "base_skus_brand_idx" ON "base_skus" USING btree ("brand_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "base_skus_status_idx" ON "base_skus" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_cost_history_sku_idx" ON "product_cost_history" USING btree ("sku_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_costs_updated_idx" ON "product_costs" USING btree ("updated_at" DESC NULLS FIRST,"sku_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kol_pool_category_idx" ON "kol_pool" USING btree ("category_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kol_pool_channel_idx" ON "kol_pool" USING btree ("channel","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_owner_idx" ON "mail_outbox" USING btree ("created_by","status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_pull_errors_account_idx" ON "mail_pull_errors" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_pull_logs_account_idx" ON "mail_pull_logs" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_rooms_assignee_idx" ON "mail_rooms" USING btree ("assignee_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_rooms_pool_idx" ON "mail_rooms" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_rooms"."assignee_id" is null;