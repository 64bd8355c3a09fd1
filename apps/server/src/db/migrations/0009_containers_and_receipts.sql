ALTER TABLE "orders" DROP CONSTRAINT "orders_total_matches";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "container_name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "container_name_so" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "container_deposit" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "container_mode" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_file" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_rejection" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "containers_returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_container_named" CHECK ("products"."container_deposit" is null or ("products"."container_deposit" >= 0 and "products"."container_name_en" is not null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_deposit_nonnegative" CHECK ("order_items"."deposit_total" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_containers_returned_nonnegative" CHECK ("orders"."containers_returned" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_matches" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."delivery_fee" + "orders"."deposit_total");