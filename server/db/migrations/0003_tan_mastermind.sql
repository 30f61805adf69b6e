CREATE INDEX "b2b_payments_serial_prefix_idx" ON "b2b_payments" USING btree ("serial_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "b2b_payments_type_idx" ON "b2b_payments" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "b2b_payments_currency_idx" ON "b2b_payments" USING btree ("currency","id");