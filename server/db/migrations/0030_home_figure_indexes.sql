CREATE INDEX "b2b_payments_paid_idx" ON "b2b_payments" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "gift_grants_sent_idx" ON "gift_grants" USING btree ("status","sent_at");--> statement-breakpoint
CREATE INDEX "cs_service_orders_created_idx" ON "cs_service_orders" USING btree ("created_at");