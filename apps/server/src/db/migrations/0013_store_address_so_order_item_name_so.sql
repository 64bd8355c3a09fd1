ALTER TABLE "stores" ADD COLUMN "address_so" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_so" text;