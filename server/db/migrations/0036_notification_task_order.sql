DROP INDEX "perf_notification_tasks_charge_idx";--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_status_received_idx" ON "perf_notification_tasks" USING btree ("status","received_on","id");--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_received_idx" ON "perf_notification_tasks" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_charge_idx" ON "perf_notification_tasks" USING btree ("charge_user_id","status","received_on","id");