ALTER TABLE "warranty_projects" ALTER COLUMN "mailbox_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "warranty_projects" p SET "mailbox_id" = (SELECT a."id" FROM "warranty_mailboxes" w JOIN "mail_accounts" a ON lower(a."email") = lower(w."address") WHERE w."id" = p."mailbox_id" LIMIT 1);--> statement-breakpoint
DROP TABLE "warranty_mailboxes" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_pull_logs" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "review_plan_order_details" ADD COLUMN "letter_message_id" text;--> statement-breakpoint
CREATE INDEX "review_plan_order_details_letter_idx" ON "review_plan_order_details" USING btree ("letter_message_id");
