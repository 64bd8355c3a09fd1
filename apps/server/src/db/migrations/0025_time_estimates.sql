ALTER TABLE "stores" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_prep_minutes_range" CHECK ("stores"."prep_minutes" BETWEEN 1 AND 240);--> statement-breakpoint
UPDATE "stores" SET "prep_minutes" = CASE "industries"."slug" WHEN 'food' THEN 25 WHEN 'grocery' THEN 15 ELSE 10 END FROM "industries" WHERE "industries"."id" = "stores"."industry_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_delivery_at" timestamp with time zone;
