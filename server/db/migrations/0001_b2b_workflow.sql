CREATE TABLE "workflow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_status_counts" (
	"entity" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workflow_status_counts_entity_owner_id_status_pk" PRIMARY KEY("entity","owner_id","status")
);
--> statement-breakpoint
CREATE TABLE "b2b_back_payment_items" (
	"back_payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "b2b_back_payment_items_back_payment_id_invoice_id_pk" PRIMARY KEY("back_payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "b2b_back_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"company_bank_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"received_on" date NOT NULL,
	"payer_name" text,
	"bank_reference" text,
	"remark" text,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "b2b_category_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "b2b_category_limits_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "b2b_company_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"currency" text NOT NULL,
	"swift_code" text,
	"purpose" text DEFAULT 'both' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"address" text,
	"sales_user_id" integer NOT NULL,
	"settlement" text DEFAULT 'prepaid' NOT NULL,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"credit_limit" numeric(18, 2),
	"invoice_title" text,
	"tax_number" text,
	"invoice_address" text,
	"bank_name" text,
	"bank_account" text,
	"swift_code" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"currency" text NOT NULL,
	"order_amount" numeric(18, 2) NOT NULL,
	"ship_to" text NOT NULL,
	"contact" text,
	"expected_ship_date" date,
	"remark" text,
	"tracking_no" text,
	"shipped_on" date,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "b2b_delivery_back_payments" (
	"delivery_id" integer NOT NULL,
	"back_payment_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2b_delivery_back_payments_delivery_id_back_payment_id_pk" PRIMARY KEY("delivery_id","back_payment_id")
);
--> statement-breakpoint
CREATE TABLE "b2b_invoice_orders" (
	"invoice_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "b2b_invoice_orders_invoice_id_order_no_pk" PRIMARY KEY("invoice_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "b2b_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received" numeric(18, 2) DEFAULT '0' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"items" jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"type" text NOT NULL,
	"customer_id" integer,
	"invoice_number" text,
	"order_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"payee_name" text NOT NULL,
	"payee_bank" text NOT NULL,
	"payee_account" text NOT NULL,
	"payee_swift" text,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"amount_cny" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"expected_pay_date" date,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"paid_from_bank_id" integer,
	"paid_reference" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "serial_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workflow_logs_entity_idx" ON "workflow_logs" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "b2b_back_payment_items_invoice_idx" ON "b2b_back_payment_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_back_payments_serial_key" ON "b2b_back_payments" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "b2b_back_payments_status_idx" ON "b2b_back_payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "b2b_back_payments_owner_idx" ON "b2b_back_payments" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "b2b_back_payments_customer_idx" ON "b2b_back_payments" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "b2b_back_payments_received_idx" ON "b2b_back_payments" USING btree ("received_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_company_banks_account_key" ON "b2b_company_banks" USING btree ("account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_customers_code_key" ON "b2b_customers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_customers_name_key" ON "b2b_customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "b2b_customers_sales_idx" ON "b2b_customers" USING btree ("sales_user_id","id");--> statement-breakpoint
CREATE INDEX "b2b_customers_settlement_idx" ON "b2b_customers" USING btree ("settlement","id");--> statement-breakpoint
CREATE INDEX "b2b_customers_name_prefix_idx" ON "b2b_customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_deliveries_serial_key" ON "b2b_deliveries" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "b2b_deliveries_status_idx" ON "b2b_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "b2b_deliveries_owner_idx" ON "b2b_deliveries" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "b2b_deliveries_order_idx" ON "b2b_deliveries" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "b2b_deliveries_customer_idx" ON "b2b_deliveries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_invoice_orders_order_key" ON "b2b_invoice_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_invoices_number_key" ON "b2b_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "b2b_invoices_customer_idx" ON "b2b_invoices" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "b2b_invoices_date_idx" ON "b2b_invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_orders_no_key" ON "b2b_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "b2b_orders_customer_idx" ON "b2b_orders" USING btree ("customer_id","ordered_at");--> statement-breakpoint
CREATE INDEX "b2b_orders_delivered_idx" ON "b2b_orders" USING btree ("delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_payments_serial_key" ON "b2b_payments" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "b2b_payments_status_idx" ON "b2b_payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "b2b_payments_owner_idx" ON "b2b_payments" USING btree ("created_by","status","id");--> statement-breakpoint
CREATE INDEX "b2b_payments_customer_idx" ON "b2b_payments" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "b2b_payments_invoice_idx" ON "b2b_payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "b2b_payments_created_idx" ON "b2b_payments" USING btree ("created_at","id");