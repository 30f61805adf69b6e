CREATE TABLE "sale_budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"spu" text NOT NULL,
	"month" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
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
CREATE TABLE "sale_forecast_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"start_week" text NOT NULL,
	"total_qty" integer NOT NULL,
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
CREATE TABLE "sale_forecast_weeks" (
	"version_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"week" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "sale_forecast_weeks_version_id_week_pk" PRIMARY KEY("version_id","week")
);
--> statement-breakpoint
CREATE TABLE "sale_logistics_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"transport_mode" text NOT NULL,
	"currency" text NOT NULL,
	"cost_per_kg" numeric(18, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_weekly_sales" (
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"week" text NOT NULL,
	"qty" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "sale_weekly_sales_sku_id_store_id_week_pk" PRIMARY KEY("sku_id","store_id","week")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_budget_lines_key" ON "sale_budget_lines" USING btree ("budget_id","spu","month");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_budgets_serial_key" ON "sale_budgets" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "sale_budgets_store_year_idx" ON "sale_budgets" USING btree ("store_id","year");--> statement-breakpoint
CREATE INDEX "sale_budgets_status_idx" ON "sale_budgets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sale_budgets_owner_idx" ON "sale_budgets" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_forecast_versions_no_key" ON "sale_forecast_versions" USING btree ("sku_id","store_id","version_no");--> statement-breakpoint
CREATE INDEX "sale_forecast_versions_status_idx" ON "sale_forecast_versions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sale_forecast_versions_owner_idx" ON "sale_forecast_versions" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "sale_forecast_versions_store_idx" ON "sale_forecast_versions" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "sale_forecast_weeks_sku_store_week_idx" ON "sale_forecast_weeks" USING btree ("sku_id","store_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_logistics_costs_key" ON "sale_logistics_costs" USING btree ("country","transport_mode","effective_from");--> statement-breakpoint
CREATE INDEX "sale_weekly_sales_store_week_idx" ON "sale_weekly_sales" USING btree ("store_id","week");