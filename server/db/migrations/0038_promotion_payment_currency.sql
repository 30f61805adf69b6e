ALTER TABLE "promotion_payments" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_payments" ADD COLUMN "amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_payments" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_payments" ADD COLUMN "rate_date" date;--> statement-breakpoint
-- Payments made before: paid in CNY, the amount is the claims' CNY total, on the day paid.
UPDATE "promotion_payments" SET "amount" = "total_cny", "rate_date" = "paid_on";
