CREATE TABLE "inventory_balances" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_balances_sku_id_warehouse_id_pk" PRIMARY KEY("sku_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" text NOT NULL,
	"qty" integer NOT NULL,
	"moved_on" date NOT NULL,
	"track_id" integer,
	"reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"demand_qty" integer NOT NULL,
	"safety_qty" integer NOT NULL,
	"on_hand_qty" integer NOT NULL,
	"in_transit_qty" integer NOT NULL,
	"carton_qty" integer NOT NULL,
	"lead_weeks" integer NOT NULL,
	"suggested_qty" integer NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_plan_sku_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_plan_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"plan_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"transport_mode" text NOT NULL,
	"qty" integer NOT NULL,
	"ship_date" date,
	"split_from" integer,
	"po_no" text,
	"supplier" text,
	"carrier" text,
	"tracking_no" text,
	"shipped_on" date,
	"arrived_on" date,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supply_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"transport_mode" text NOT NULL,
	"plan_week" text NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supply_sku_cartons" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"carton_qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"transport_mode" text NOT NULL,
	"safety_weeks" integer DEFAULT 2 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inventory_balances_wh_idx" ON "inventory_balances" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_sku_wh_day_idx" ON "inventory_movements" USING btree ("sku_id","warehouse_id","moved_on");--> statement-breakpoint
CREATE INDEX "inventory_movements_day_idx" ON "inventory_movements" USING btree ("moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_plan_lines_key" ON "supply_plan_lines" USING btree ("plan_id","sku_id");--> statement-breakpoint
CREATE INDEX "supply_plan_sku_logs_plan_idx" ON "supply_plan_sku_logs" USING btree ("plan_id","sku_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_plan_tracks_serial_key" ON "supply_plan_tracks" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "supply_plan_tracks_status_idx" ON "supply_plan_tracks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supply_plan_tracks_owner_idx" ON "supply_plan_tracks" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "supply_plan_tracks_plan_idx" ON "supply_plan_tracks" USING btree ("plan_id","id");--> statement-breakpoint
CREATE INDEX "supply_plan_tracks_sku_wh_idx" ON "supply_plan_tracks" USING btree ("sku_id","warehouse_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_plans_serial_key" ON "supply_plans" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "supply_plans_status_idx" ON "supply_plans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supply_plans_owner_idx" ON "supply_plans" USING btree ("created_by","status","id");