CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'button' NOT NULL,
	"menu_id" integer NOT NULL,
	"source" text DEFAULT 'custom' NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "gate_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text,
	"host" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"menu" text,
	"res_code" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_elements" (
	"group_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	CONSTRAINT "group_elements_group_id_element_id_pk" PRIMARY KEY("group_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_role_pk" PRIMARY KEY("group_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "group_menus" (
	"group_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "group_menus_group_id_menu_id_pk" PRIMARY KEY("group_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "group_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"group_type_id" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"icon" text,
	"href" text,
	"type" text DEFAULT 'menu' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"redirect" text,
	"fixed" text,
	"order_num" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'custom' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"introduction" text,
	"email" text,
	"mobile" text,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"reset_requested_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"host" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_no" text NOT NULL,
	"name" text NOT NULL,
	"department" text,
	"position" text,
	"email" text,
	"mobile" text,
	"status" text DEFAULT 'on_job' NOT NULL,
	"entry_date" date,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "elements_code_key" ON "elements" USING btree ("code");--> statement-breakpoint
CREATE INDEX "elements_menu_idx" ON "elements" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "gate_logs_created_idx" ON "gate_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gate_logs_user_created_idx" ON "gate_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gate_logs_path_created_idx" ON "gate_logs" USING btree ("path" text_pattern_ops,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_types_code_key" ON "group_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_code_key" ON "groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "groups_type_idx" ON "groups" USING btree ("group_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_code_key" ON "menus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_status_id_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_no_key" ON "employees" USING btree ("employee_no");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST);