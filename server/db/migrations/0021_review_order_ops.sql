CREATE TABLE "review_order_ops" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"type" text NOT NULL,
	"detail_id" integer NOT NULL,
	"plan_order_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"sku" text NOT NULL,
	"market_order_no" text NOT NULL,
	"amount" numeric(18, 2),
	"currency" text,
	"remark" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"payment_id" integer,
	"amount_cny" numeric(18, 2),
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"transaction_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"rate_date" text NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reviewer" text,
	"platform_id" integer NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_ops_serial_key" ON "review_order_ops" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_ops_once_key" ON "review_order_ops" USING btree ("detail_id","market_order_no","type") WHERE "review_order_ops"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "review_order_ops_status_idx" ON "review_order_ops" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "review_order_ops_platform_idx" ON "review_order_ops" USING btree ("platform_id","status","id");--> statement-breakpoint
CREATE INDEX "review_order_ops_payment_idx" ON "review_order_ops" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_payments_serial_key" ON "review_order_payments" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_payments_txn_key" ON "review_order_payments" USING btree ("method","transaction_no");--> statement-breakpoint
CREATE INDEX "review_order_payments_paid_idx" ON "review_order_payments" USING btree ("paid_at","id");