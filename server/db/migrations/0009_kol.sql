CREATE TABLE "kol_audit_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"require_count" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"audited_by" integer,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kol_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reds_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"content_score" smallint NOT NULL,
	"punctuality_score" smallint NOT NULL,
	"communication_score" smallint NOT NULL,
	"effect_score" smallint NOT NULL,
	"score" numeric(4, 2) NOT NULL,
	"comment" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"profile_url" text NOT NULL,
	"followers" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"country" text,
	"email" text,
	"contact" text,
	"price" numeric(18, 2),
	"price_currency" text,
	"remark" text,
	"score" numeric(4, 2) DEFAULT '0' NOT NULL,
	"evaluate_count" integer DEFAULT 0 NOT NULL,
	"cooperate_count" integer DEFAULT 0 NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"black_reason" text,
	"blacked_by" integer,
	"blacked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_pool_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_pool_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"content" text NOT NULL,
	"next_follow_at" date,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_reds" (
	"id" serial PRIMARY KEY NOT NULL,
	"require_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"link" text NOT NULL,
	"channel" text NOT NULL,
	"publish_date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"referral_fee" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_reds_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"reds_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_on" date NOT NULL,
	"status" text NOT NULL,
	"delivered_on" date,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_requires" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"platform_id" integer NOT NULL,
	"channel" text NOT NULL,
	"budget" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"wanted_posts" integer NOT NULL,
	"deadline" date NOT NULL,
	"description" text,
	"owner_id" integer,
	"batch_id" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kol_audit_batches_serial_key" ON "kol_audit_batches" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "kol_audit_batches_status_idx" ON "kol_audit_batches" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kol_categories_name_key" ON "kol_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kol_evaluations_reds_key" ON "kol_evaluations" USING btree ("reds_id");--> statement-breakpoint
CREATE INDEX "kol_evaluations_pool_idx" ON "kol_evaluations" USING btree ("pool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kol_pool_channel_url_key" ON "kol_pool" USING btree ("channel","profile_url");--> statement-breakpoint
CREATE INDEX "kol_pool_category_idx" ON "kol_pool" USING btree ("category_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kol_pool_channel_idx" ON "kol_pool" USING btree ("channel","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kol_pool_tags_idx" ON "kol_pool" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "kol_pool_name_idx" ON "kol_pool" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kol_pool_tags_name_key" ON "kol_pool_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "kol_pool_tracks_pool_idx" ON "kol_pool_tracks" USING btree ("pool_id","id");--> statement-breakpoint
CREATE INDEX "kol_reds_require_idx" ON "kol_reds" USING btree ("require_id","id");--> statement-breakpoint
CREATE INDEX "kol_reds_pool_idx" ON "kol_reds" USING btree ("pool_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kol_reds_logistics_tracking_key" ON "kol_reds_logistics" USING btree ("carrier","tracking_no");--> statement-breakpoint
CREATE INDEX "kol_reds_logistics_reds_idx" ON "kol_reds_logistics" USING btree ("reds_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kol_requires_serial_key" ON "kol_requires" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "kol_requires_status_idx" ON "kol_requires" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "kol_requires_creator_idx" ON "kol_requires" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "kol_requires_batch_idx" ON "kol_requires" USING btree ("batch_id");