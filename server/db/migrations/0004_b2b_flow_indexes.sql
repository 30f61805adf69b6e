CREATE INDEX "b2b_back_payments_bank_idx" ON "b2b_back_payments" USING btree ("company_bank_id","id");--> statement-breakpoint
CREATE INDEX "b2b_back_payments_serial_prefix_idx" ON "b2b_back_payments" USING btree ("serial_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "b2b_deliveries_created_idx" ON "b2b_deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "b2b_deliveries_serial_prefix_idx" ON "b2b_deliveries" USING btree ("serial_no" text_pattern_ops);