CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"center_lat" double precision,
	"center_lng" double precision,
	"radius_km" double precision,
	"polygon" jsonb,
	"fee" integer DEFAULT 0 NOT NULL,
	"min_order_amount" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_fee_nonnegative" CHECK ("delivery_zones"."fee" >= 0),
	CONSTRAINT "delivery_zones_min_order_nonnegative" CHECK ("delivery_zones"."min_order_amount" IS NULL OR "delivery_zones"."min_order_amount" >= 0),
	CONSTRAINT "delivery_zones_shape" CHECK (("delivery_zones"."kind" = 'radius' AND "delivery_zones"."center_lat" IS NOT NULL AND "delivery_zones"."center_lng" IS NOT NULL AND "delivery_zones"."radius_km" > 0) OR ("delivery_zones"."kind" = 'polygon' AND "delivery_zones"."polygon" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"store_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_store_id_slot_start_pk" PRIMARY KEY("store_id","slot_start"),
	CONSTRAINT "slot_bookings_booked_nonnegative" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"opens" text,
	"closes" text,
	"note" text,
	CONSTRAINT "store_closures_times_together" CHECK (("store_closures"."opens" IS NULL) = ("store_closures"."closes" IS NULL)),
	CONSTRAINT "store_closures_opens_format" CHECK ("store_closures"."opens" IS NULL OR "opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "store_closures_closes_format" CHECK ("store_closures"."closes" IS NULL OR "closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "store_hours_weekday_range" CHECK ("store_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "store_hours_opens_format" CHECK ("opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "store_hours_closes_format" CHECK ("closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "timezone" text DEFAULT 'Africa/Mogadishu' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_capacity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lead_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "days_ahead" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "accepts_scheduled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_closures" ADD CONSTRAINT "store_closures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_store_idx" ON "delivery_zones" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "store_closures_store_date_idx" ON "store_closures" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "store_hours_store_idx" ON "store_hours" USING btree ("store_id","weekday");--> statement-breakpoint
CREATE INDEX "orders_store_scheduled_idx" ON "orders" USING btree ("store_id","scheduled_for");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_slot_minutes_range" CHECK ("stores"."slot_minutes" BETWEEN 5 AND 240);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_slot_capacity_range" CHECK ("stores"."slot_capacity" BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_lead_minutes_range" CHECK ("stores"."lead_minutes" BETWEEN 0 AND 1440);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_days_ahead_range" CHECK ("stores"."days_ahead" BETWEEN 0 AND 14);