CREATE TABLE "sale_forecast_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"auditor_id" integer NOT NULL,
	"remark" text,
	"audited_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_spu_assigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"spu" text NOT NULL,
	"operator_id" integer NOT NULL,
	"remark" text,
	"replace_spu" text,
	"replace_by" integer,
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
CREATE UNIQUE INDEX "sale_forecast_skus_key" ON "sale_forecast_skus" USING btree ("sku_id","store_id");--> statement-breakpoint
CREATE INDEX "sale_forecast_skus_status_idx" ON "sale_forecast_skus" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sale_forecast_skus_owner_idx" ON "sale_forecast_skus" USING btree ("created_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_spu_assigns_key" ON "sale_spu_assigns" USING btree ("store_id","spu");--> statement-breakpoint
CREATE INDEX "sale_spu_assigns_status_idx" ON "sale_spu_assigns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sale_spu_assigns_operator_idx" ON "sale_spu_assigns" USING btree ("operator_id","id");