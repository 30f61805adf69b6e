CREATE TABLE "warranty_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"project_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"export_task_id" integer,
	"remark" text,
	"printed_by" integer,
	"printed_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warranty_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"registered_at" timestamp with time zone,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"marketplace" text NOT NULL,
	"first_project_id" integer NOT NULL,
	"last_project_id" integer NOT NULL,
	"registrations" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_mailboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_user" text,
	"smtp_password" text,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"code_id" bigint NOT NULL,
	"project_id" integer NOT NULL,
	"sku" text NOT NULL,
	"customer_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"email" text NOT NULL,
	"order_no" text NOT NULL,
	"marketplace" text NOT NULL,
	"language" text NOT NULL,
	"ip_address" text,
	"warranty_until" date,
	"reject_reason" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warranty_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"skus" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"mailbox_id" integer NOT NULL,
	"warranty_months" integer NOT NULL,
	"logo_url" text,
	"templates" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_batches_serial_key" ON "warranty_batches" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "warranty_batches_status_idx" ON "warranty_batches" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "warranty_batches_project_idx" ON "warranty_batches" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_codes_code_key" ON "warranty_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_codes_batch_seq_key" ON "warranty_codes" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_customers_email_key" ON "warranty_customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "warranty_customers_project_idx" ON "warranty_customers" USING btree ("last_project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_mailboxes_address_key" ON "warranty_mailboxes" USING btree (lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_orders_serial_key" ON "warranty_orders" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_orders_code_key" ON "warranty_orders" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "warranty_orders_status_idx" ON "warranty_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "warranty_orders_project_idx" ON "warranty_orders" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "warranty_orders_customer_idx" ON "warranty_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_projects_name_key" ON "warranty_projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "warranty_projects_skus_idx" ON "warranty_projects" USING gin ("skus");