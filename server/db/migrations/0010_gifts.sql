CREATE TABLE "gift_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"face_value" numeric(18, 2) NOT NULL,
	"code_cipher" text NOT NULL,
	"pin_cipher" text,
	"code_digest" text NOT NULL,
	"code_tail" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"grant_id" integer,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"expires_on" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"recipient_address" text,
	"reason_type" text NOT NULL,
	"reason" text NOT NULL,
	"platform" text,
	"order_no" text,
	"plan_order_no" text,
	"review_id" integer,
	"gift_kind" text NOT NULL,
	"card_brand" text,
	"gift_id" integer,
	"warehouse_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"card_id" integer,
	"carrier" text,
	"tracking_no" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"unit_value" numeric(18, 2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_stock_not_negative" CHECK ("gift_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"direction" text NOT NULL,
	"reason" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"grant_id" integer,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_warehouses_code_key" ON "gift_warehouses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_digest_key" ON "gift_cards" USING btree ("code_digest");--> statement-breakpoint
CREATE INDEX "gift_cards_pick_idx" ON "gift_cards" USING btree ("brand","currency","face_value","status","id");--> statement-breakpoint
CREATE INDEX "gift_cards_status_idx" ON "gift_cards" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_grants_serial_key" ON "gift_grants" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "gift_grants_status_idx" ON "gift_grants" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gift_grants_owner_idx" ON "gift_grants" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "gift_grants_order_idx" ON "gift_grants" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "gift_grants_tracking_idx" ON "gift_grants" USING btree ("tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_items_sku_key" ON "gift_items" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_stock_gift_warehouse_key" ON "gift_stock" USING btree ("gift_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "gift_stock_moves_gift_idx" ON "gift_stock_moves" USING btree ("gift_id","id");--> statement-breakpoint
CREATE INDEX "gift_stock_moves_direction_idx" ON "gift_stock_moves" USING btree ("direction","id");