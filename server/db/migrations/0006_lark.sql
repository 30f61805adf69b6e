CREATE TABLE "lark_binding_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"via" text NOT NULL,
	"open_id" text NOT NULL,
	"lark_name" text,
	"actor_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lark_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"lark_user_id" text,
	"lark_name" text,
	"email" text,
	"mobile" text,
	"via" text NOT NULL,
	"bound_by" integer,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lark_bindings_open_id_unique" UNIQUE("open_id")
);
--> statement-breakpoint
CREATE TABLE "lark_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"round" bigint NOT NULL,
	"stage" text NOT NULL,
	"user_id" integer NOT NULL,
	"open_id" text NOT NULL,
	"message_id" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lark_event_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_events" ADD COLUMN "tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "lark_binding_logs_user_idx" ON "lark_binding_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lark_cards_round_user_idx" ON "lark_cards" USING btree ("entity","entity_id","round","user_id");--> statement-breakpoint
CREATE INDEX "lark_cards_message_idx" ON "lark_cards" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "lark_cards_record_idx" ON "lark_cards" USING btree ("entity","entity_id","status");--> statement-breakpoint
CREATE INDEX "lark_event_receipts_received_idx" ON "lark_event_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "workflow_events_tx_idx" ON "workflow_events" USING btree ("tx_id","id");