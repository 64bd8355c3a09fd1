CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"captain_id" integer,
	"status" text DEFAULT 'offered' NOT NULL,
	"fee" integer NOT NULL,
	"cash_to_collect" integer NOT NULL,
	"currency" text NOT NULL,
	"handover_code_hash" text NOT NULL,
	"handover_failures" integer DEFAULT 0 NOT NULL,
	"courier_lat" double precision,
	"courier_lng" double precision,
	"courier_position_at" timestamp with time zone,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overdue_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"assigned_by" integer,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status_known" CHECK ("deliveries"."status" in ('offered', 'accepted', 'picked_up', 'delivered', 'released', 'cancelled')),
	CONSTRAINT "deliveries_money_nonnegative" CHECK ("deliveries"."fee" >= 0 and "deliveries"."cash_to_collect" >= 0),
	CONSTRAINT "deliveries_carried_by_captain" CHECK ("deliveries"."status" in ('offered', 'cancelled') or "deliveries"."captain_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "captain_positions" (
	"captain_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_positions" ADD CONSTRAINT "captain_positions_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_live_idx" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."status" in ('offered', 'accepted', 'picked_up');--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_captain_carrying_idx" ON "deliveries" USING btree ("captain_id") WHERE "deliveries"."status" in ('accepted', 'picked_up');--> statement-breakpoint
CREATE INDEX "deliveries_offered_idx" ON "deliveries" USING btree ("offered_at") WHERE "deliveries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "delivery_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_delivery_fee_idx" ON "wallet_transactions" USING btree ("delivery_id") WHERE "wallet_transactions"."kind" = 'delivery_fee';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_delivery_cash_idx" ON "wallet_transactions" USING btree ("delivery_id") WHERE "wallet_transactions"."kind" = 'delivery_cash';--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT IF EXISTS "wallets_balance_nonnegative";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT IF EXISTS "wallet_transactions_balance_nonnegative";
