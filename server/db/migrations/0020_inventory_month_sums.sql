CREATE TABLE "inventory_month_sums" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"month" text NOT NULL,
	"purchase_qty" integer DEFAULT 0 NOT NULL,
	"sale_qty" integer DEFAULT 0 NOT NULL,
	"adjust_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_month_sums_sku_id_warehouse_id_month_pk" PRIMARY KEY("sku_id","warehouse_id","month")
);
--> statement-breakpoint
CREATE INDEX "inventory_month_sums_month_idx" ON "inventory_month_sums" USING btree ("month");--> statement-breakpoint
-- Existing movements are summed once, so a database that already holds movements reads the same PSI.
INSERT INTO "inventory_month_sums" ("sku_id", "warehouse_id", "month", "purchase_qty", "sale_qty", "adjust_qty")
SELECT "sku_id", "warehouse_id", to_char("moved_on", 'YYYY-MM'),
  coalesce(sum("qty") FILTER (WHERE "kind" = 'purchase'), 0),
  coalesce(sum("qty") FILTER (WHERE "kind" = 'sale'), 0),
  coalesce(sum("qty") FILTER (WHERE "kind" = 'adjust'), 0)
FROM "inventory_movements"
GROUP BY 1, 2, 3;
