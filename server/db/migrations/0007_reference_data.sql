CREATE TABLE "base_variables" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_platforms" (
	"group_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	CONSTRAINT "group_platforms_group_id_platform_id_pk" PRIMARY KEY("group_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "market_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"market_platform_id" integer NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"platform_id" integer NOT NULL,
	"channel" text NOT NULL,
	"channel_show" boolean DEFAULT true NOT NULL,
	"owner_user_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_key" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE INDEX "group_platforms_platform_idx" ON "group_platforms" USING btree ("platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_platforms_code_key" ON "market_platforms" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_code_key" ON "platforms" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_key" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stores_platform_idx" ON "stores" USING btree ("platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree ("code");