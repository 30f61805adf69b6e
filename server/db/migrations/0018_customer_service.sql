CREATE TABLE "gift_card_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"face_value" numeric(18, 2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_contrasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"external_code" text NOT NULL,
	"external_name" text,
	"gift_kind" text NOT NULL,
	"card_product_id" integer,
	"gift_item_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sku_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"platform" text NOT NULL,
	"gift_kind" text NOT NULL,
	"card_product_id" integer,
	"gift_item_id" integer,
	"valid_from" text NOT NULL,
	"valid_to" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"platform" text NOT NULL,
	"store_name" text,
	"sku" text NOT NULL,
	"order_no" text,
	"rating" integer NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text,
	"reviewed_on" text NOT NULL,
	"owner_id" integer NOT NULL,
	"entered_by" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "cs_reviews_rating_range" CHECK ("cs_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cs_service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"type" text NOT NULL,
	"platform" text,
	"order_no" text,
	"sku" text,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"description" text NOT NULL,
	"owner_id" integer NOT NULL,
	"entered_by" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_products_key" ON "gift_card_products" USING btree ("brand","currency","face_value");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_contrasts_code_key" ON "gift_contrasts" USING btree ("source","platform","external_code");--> statement-breakpoint
CREATE INDEX "gift_sku_promotions_sku_idx" ON "gift_sku_promotions" USING btree ("sku","platform");--> statement-breakpoint
CREATE INDEX "cs_reviews_channel_status_idx" ON "cs_reviews" USING btree ("channel","status","id");--> statement-breakpoint
CREATE INDEX "cs_reviews_owner_idx" ON "cs_reviews" USING btree ("owner_id","channel","status","id");--> statement-breakpoint
CREATE INDEX "cs_reviews_order_idx" ON "cs_reviews" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "cs_reviews_sku_idx" ON "cs_reviews" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_service_orders_serial_key" ON "cs_service_orders" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "cs_service_orders_status_idx" ON "cs_service_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cs_service_orders_owner_idx" ON "cs_service_orders" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "cs_service_orders_order_idx" ON "cs_service_orders" USING btree ("order_no");