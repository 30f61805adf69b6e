CREATE TABLE "review_operation_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sku" text NOT NULL,
	"asin" text,
	"currency" text NOT NULL,
	"operation_user_id" integer NOT NULL,
	"volume" integer NOT NULL,
	"used_volume" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_operation_platform_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_id" integer NOT NULL,
	"msku" text NOT NULL,
	"asin" text
);
--> statement-breakpoint
CREATE TABLE "review_order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"detail_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_plan_order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_order_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"sku" text NOT NULL,
	"line_no" integer NOT NULL,
	"invitation_code" text NOT NULL,
	"send_letter_status" text DEFAULT 'not_sent' NOT NULL,
	"sent_at" timestamp with time zone,
	"reviewer_status" text DEFAULT 'invited' NOT NULL,
	"reviewer_email" text,
	"market_order_no" text,
	"order_amount" numeric(18, 2),
	"order_currency" text,
	"order_fee" numeric(18, 2),
	"fee_currency" text,
	"merged_into_id" integer,
	"merged_from" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"archived_at" timestamp with time zone,
	"remark" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_plan_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"operation_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"sku" text NOT NULL,
	"order_count" integer NOT NULL,
	"gift_name" text NOT NULL,
	"gift_value" numeric(18, 2) NOT NULL,
	"gift_currency" text NOT NULL,
	"fee_per_order" numeric(18, 2) NOT NULL,
	"fee_currency" text NOT NULL,
	"actual_gift_name" text,
	"actual_gift_value" numeric(18, 2),
	"actual_gift_currency" text,
	"overseas_user_id" integer NOT NULL,
	"remark" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_operation_infos_platform_sku_key" ON "review_operation_infos" USING btree ("platform_id","sku");--> statement-breakpoint
CREATE INDEX "review_operation_infos_sku_idx" ON "review_operation_infos" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "review_operation_infos_user_idx" ON "review_operation_infos" USING btree ("operation_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_operation_platform_skus_key" ON "review_operation_platform_skus" USING btree ("operation_id","msku");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_addresses_detail_key" ON "review_order_addresses" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "review_order_addresses_enabled_idx" ON "review_order_addresses" USING btree ("enabled","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_plan_order_details_code_key" ON "review_plan_order_details" USING btree ("invitation_code");--> statement-breakpoint
CREATE UNIQUE INDEX "review_plan_order_details_line_key" ON "review_plan_order_details" USING btree ("plan_order_id","line_no");--> statement-breakpoint
CREATE INDEX "review_plan_order_details_status_idx" ON "review_plan_order_details" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "review_plan_order_details_platform_idx" ON "review_plan_order_details" USING btree ("platform_id","status","id");--> statement-breakpoint
CREATE INDEX "review_plan_order_details_market_order_idx" ON "review_plan_order_details" USING btree ("market_order_no");--> statement-breakpoint
CREATE INDEX "review_plan_order_details_created_idx" ON "review_plan_order_details" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_plan_orders_serial_key" ON "review_plan_orders" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "review_plan_orders_status_idx" ON "review_plan_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "review_plan_orders_owner_idx" ON "review_plan_orders" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "review_plan_orders_platform_idx" ON "review_plan_orders" USING btree ("platform_id","id");--> statement-breakpoint
CREATE INDEX "review_plan_orders_operation_idx" ON "review_plan_orders" USING btree ("operation_id");