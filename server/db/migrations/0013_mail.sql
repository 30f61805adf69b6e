CREATE TABLE "mail_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sender_name" text NOT NULL,
	"brand_id" integer,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_secure" boolean NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_secure" boolean NOT NULL,
	"username" text NOT NULL,
	"password_enc" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"connect_status" text DEFAULT 'unknown' NOT NULL,
	"connect_message" text,
	"connect_checked_at" timestamp with time zone,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"pulling_since" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_assign_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"assignee_id" integer NOT NULL,
	"account_id" integer,
	"brand_id" integer,
	"sender_contains" text,
	"keywords" text,
	"language" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"direction" text NOT NULL,
	"message_id" text NOT NULL,
	"uid" bigint,
	"from_addr" text NOT NULL,
	"from_name" text,
	"to_addrs" text DEFAULT '' NOT NULL,
	"cc_addrs" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"body_html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"room_id" integer,
	"kind" text NOT NULL,
	"to_addrs" text DEFAULT '' NOT NULL,
	"cc_addrs" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"template_id" integer,
	"status" text NOT NULL,
	"error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_pull_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pull_log_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"retries" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_pull_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"started_by" integer
);
--> statement-breakpoint
CREATE TABLE "mail_room_labels" (
	"room_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "mail_room_labels_room_id_label_id_pk" PRIMARY KEY("room_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "mail_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"subject" text DEFAULT '' NOT NULL,
	"language" text,
	"assignee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_email_key" ON "mail_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_labels_name_key" ON "mail_labels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_key" ON "mail_messages" USING btree ("account_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_room_idx" ON "mail_messages" USING btree ("room_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_owner_idx" ON "mail_outbox" USING btree ("created_by","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_pull_errors_account_idx" ON "mail_pull_errors" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_pull_logs_account_idx" ON "mail_pull_logs" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_rooms_customer_key" ON "mail_rooms" USING btree ("account_id",lower("customer_email"));--> statement-breakpoint
CREATE INDEX "mail_rooms_assignee_idx" ON "mail_rooms" USING btree ("assignee_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_rooms_pool_idx" ON "mail_rooms" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mail_rooms"."assignee_id" is null;