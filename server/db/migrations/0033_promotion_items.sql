CREATE TABLE "promote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"name" text NOT NULL,
	"classify" text NOT NULL,
	"platform_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"account_company_id" integer NOT NULL,
	"sku_ids" integer[] NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"description" text,
	"over_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"over_limit_name" text,
	"over_reason" text,
	"limit_approved_by" integer,
	"limit_approved_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_date" date,
	"paid_reference" text,
	"pay_remark" text,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promote_other_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"classify" text NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promote_items_serial_key" ON "promote_items" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "promote_items_status_idx" ON "promote_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promote_items_owner_idx" ON "promote_items" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "promote_items_period_idx" ON "promote_items" USING btree ("period_start","period_end");--> statement-breakpoint
CREATE INDEX "promote_other_costs_month_idx" ON "promote_other_costs" USING btree ("month");