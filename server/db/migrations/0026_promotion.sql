CREATE TABLE "promotion_account_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer,
	"description" text NOT NULL,
	"spent_on" date NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::int[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"platform_id" integer NOT NULL,
	"account_company_id" integer NOT NULL,
	"promote_type" text NOT NULL,
	"month" text NOT NULL,
	"purpose" text NOT NULL,
	"total_cny" numeric(18, 2) DEFAULT '0' NOT NULL,
	"over_limit" boolean DEFAULT false NOT NULL,
	"over_detail" text,
	"over_reason" text,
	"over_by" integer,
	"over_at" timestamp with time zone,
	"manager_by" integer,
	"manager_at" timestamp with time zone,
	"finance_by" integer,
	"finance_at" timestamp with time zone,
	"payment_id" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"paid_from_bank_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"total_cny" numeric(18, 2) NOT NULL,
	"claim_count" integer NOT NULL,
	"paid_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_product_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"code" text NOT NULL,
	"month" text NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_rate_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"max_rate" numeric(8, 4) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"sku_id" integer,
	"spu" text,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"month" text NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_account_companies_account_key" ON "promotion_account_companies" USING btree ("platform_id","account");--> statement-breakpoint
CREATE INDEX "promotion_account_companies_platform_idx" ON "promotion_account_companies" USING btree ("platform_id","enabled");--> statement-breakpoint
CREATE INDEX "promotion_claim_lines_claim_idx" ON "promotion_claim_lines" USING btree ("claim_id","line_no");--> statement-breakpoint
CREATE INDEX "promotion_claim_lines_sku_idx" ON "promotion_claim_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_serial_key" ON "promotion_claims" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "promotion_claims_status_idx" ON "promotion_claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotion_claims_owner_idx" ON "promotion_claims" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "promotion_claims_platform_idx" ON "promotion_claims" USING btree ("platform_id","id");--> statement-breakpoint
CREATE INDEX "promotion_claims_payment_idx" ON "promotion_claims" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "promotion_claims_serial_c_idx" ON "promotion_claims" USING btree (("serial_no" collate "C"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_payments_serial_key" ON "promotion_payments" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "promotion_payments_paid_on_idx" ON "promotion_payments" USING btree ("paid_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_product_limits_key" ON "promotion_product_limits" USING btree ("target_kind","code","month");--> statement-breakpoint
CREATE INDEX "promotion_product_limits_month_idx" ON "promotion_product_limits" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rate_limits_key" ON "promotion_rate_limits" USING btree ("platform_id","category_id");--> statement-breakpoint
CREATE INDEX "promotion_spends_source_idx" ON "promotion_spends" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "promotion_spends_month_idx" ON "promotion_spends" USING btree ("month","platform_id");--> statement-breakpoint
CREATE INDEX "promotion_spends_sku_idx" ON "promotion_spends" USING btree ("sku_id","month");