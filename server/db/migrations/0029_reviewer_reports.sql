CREATE TABLE "promote_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"asin" text NOT NULL,
	"sku_id" integer NOT NULL,
	"group_id" integer,
	"category_id" integer,
	"kind" text NOT NULL,
	"action_date" date NOT NULL,
	"week_start" date NOT NULL,
	"content" text NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_star_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"platform_id" integer NOT NULL,
	"asin" text NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer,
	"group_id" integer,
	"category_id" integer,
	"star" numeric(3, 2) NOT NULL,
	"rating_count" integer NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promote_logs_product_idx" ON "promote_logs" USING btree ("platform_id","asin","week_start");--> statement-breakpoint
CREATE INDEX "promote_logs_date_idx" ON "promote_logs" USING btree ("action_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_star_weeks_key" ON "reviewer_star_weeks" USING btree ("platform_id","asin","week_start");--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_week_idx" ON "reviewer_star_weeks" USING btree ("week_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_group_idx" ON "reviewer_star_weeks" USING btree ("group_id","category_id","week_start");--> statement-breakpoint
CREATE INDEX "reviewer_star_weeks_sku_idx" ON "reviewer_star_weeks" USING btree ("sku_id");