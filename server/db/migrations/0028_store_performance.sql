CREATE TABLE "perf_keyword_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"asin" text NOT NULL,
	"keyword" text NOT NULL,
	"target_rank" integer NOT NULL,
	"current_rank" integer,
	"owner_id" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "perf_notification_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"notice_type" text NOT NULL,
	"brand" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"received_on" text NOT NULL,
	"deadline" text,
	"requirement" text,
	"charge_user_id" integer,
	"progress" text,
	"result_type" text,
	"result" text,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "perf_store_health" (
	"store_id" integer NOT NULL,
	"week" text NOT NULL,
	"order_defect_rate" numeric(7, 2) NOT NULL,
	"late_shipment_rate" numeric(7, 2) NOT NULL,
	"cancellation_rate" numeric(7, 2) NOT NULL,
	"valid_tracking_rate" numeric(7, 2) NOT NULL,
	"policy_violations" integer NOT NULL,
	"negative_feedback_rate" numeric(7, 2) NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perf_store_health_store_id_week_pk" PRIMARY KEY("store_id","week")
);
--> statement-breakpoint
CREATE TABLE "perf_store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"department" text,
	"owner_id" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perf_keyword_tasks" ADD CONSTRAINT "perf_keyword_tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_notification_tasks" ADD CONSTRAINT "perf_notification_tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_store_health" ADD CONSTRAINT "perf_store_health_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_store_settings" ADD CONSTRAINT "perf_store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perf_keyword_tasks_live_key" ON "perf_keyword_tasks" USING btree ("store_id","asin","keyword") WHERE "perf_keyword_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "perf_keyword_tasks_asin_idx" ON "perf_keyword_tasks" USING btree ("asin");--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_status_idx" ON "perf_notification_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_charge_idx" ON "perf_notification_tasks" USING btree ("charge_user_id","status","id");--> statement-breakpoint
CREATE INDEX "perf_notification_tasks_store_idx" ON "perf_notification_tasks" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "perf_store_health_week_idx" ON "perf_store_health" USING btree ("week");