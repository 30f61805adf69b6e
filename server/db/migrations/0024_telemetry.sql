CREATE TABLE "metric_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gate_logs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "metric_snapshots_taken_idx" ON "metric_snapshots" USING btree ("taken_at");