ALTER TABLE "order_items" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before this column existed took stock unless their product was unlimited; that is the best record.
UPDATE "order_items" SET "stock_taken" = "order_items"."quantity" FROM "products" WHERE "products"."id" = "order_items"."product_id" AND NOT "products"."unlimited_stock";
