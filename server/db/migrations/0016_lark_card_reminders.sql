ALTER TABLE "lark_cards" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lark_cards" ADD COLUMN "reminded_on" text;