CREATE INDEX "b2b_payments_serial_c_idx" ON "b2b_payments" USING btree (("serial_no" collate "C"));--> statement-breakpoint
CREATE INDEX "b2b_payments_type_idx" ON "b2b_payments" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "b2b_payments_currency_idx" ON "b2b_payments" USING btree ("currency","id");