CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"role" text NOT NULL,
	"address" text,
	"heartbeat_ms" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_cidrs" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_from" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE INDEX "server_instances_beat_idx" ON "server_instances" USING btree ("last_beat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_clients_name_idx" ON "service_clients" USING btree ("name") WHERE "service_clients"."revoked_at" is null;