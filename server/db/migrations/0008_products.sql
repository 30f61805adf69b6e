CREATE TABLE "base_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"spu" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"brand_id" integer NOT NULL,
	"category_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_id" integer,
	"length_cm" numeric(8, 1),
	"width_cm" numeric(8, 1),
	"height_cm" numeric(8, 1),
	"weight_g" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_owners" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_owners_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "category_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cost_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"old_cost" numeric(18, 2),
	"new_cost" numeric(18, 2) NOT NULL,
	"origin" text NOT NULL,
	"remark" text,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_costs" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"unit_cost" numeric(18, 2) NOT NULL,
	"origin" text NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"asin" text NOT NULL,
	"msku" text NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_skus_sku_key" ON "base_skus" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "base_skus_sku_prefix_idx" ON "base_skus" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "base_skus_spu_idx" ON "base_skus" USING btree ("spu" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "base_skus_category_idx" ON "base_skus" USING btree ("category_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "base_skus_brand_idx" ON "base_skus" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "base_skus_status_idx" ON "base_skus" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "category_owners_user_idx" ON "category_owners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_reasons_key" ON "category_reasons" USING btree ("category_id","kind",lower("reason"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_name_key" ON "product_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_sibling_name_key" ON "product_categories" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_cost_history_sku_idx" ON "product_cost_history" USING btree ("sku_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_costs_updated_idx" ON "product_costs" USING btree ("updated_at" DESC NULLS LAST,"sku_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sku_listings_platform_msku_key" ON "sku_listings" USING btree ("platform_id","msku");--> statement-breakpoint
CREATE INDEX "sku_listings_sku_idx" ON "sku_listings" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "sku_listings_platform_sku_idx" ON "sku_listings" USING btree ("platform_id","sku_id");--> statement-breakpoint
CREATE INDEX "sku_listings_asin_idx" ON "sku_listings" USING btree ("asin");