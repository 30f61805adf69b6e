CREATE TABLE "reviewer_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" integer,
	"removed_at" timestamp with time zone,
	"remove_reason" text
);
--> statement-breakpoint
CREATE TABLE "reviewer_fb_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"link" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_mailboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"channels" text,
	"social_accounts" text,
	"remark" text,
	"created_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_blacklist_open_key" ON "reviewer_blacklist" USING btree ("reviewer_id") WHERE "reviewer_blacklist"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reviewer_blacklist_reviewer_idx" ON "reviewer_blacklist" USING btree ("reviewer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_fb_products_link_key" ON "reviewer_fb_products" USING btree ("link");--> statement-breakpoint
CREATE INDEX "reviewer_fb_products_sku_idx" ON "reviewer_fb_products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_mailboxes_account_key" ON "reviewer_mailboxes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviewers_email_key" ON "reviewers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reviewers_name_idx" ON "reviewers" USING btree ("name");