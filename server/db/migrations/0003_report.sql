CREATE TABLE "export_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"screen" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_expected" integer,
	"size_bytes" bigint,
	"file_path" text,
	"message" text,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"screen" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"error_file" text,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_tasks_status_idx" ON "export_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "export_tasks_created_idx" ON "export_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_records_user_idx" ON "import_records" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_records_kind_idx" ON "import_records" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_records_created_idx" ON "import_records" USING btree ("created_at");