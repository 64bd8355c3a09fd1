ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text;--> statement-breakpoint
CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_so" text,
	"quantity" integer NOT NULL,
	"new_name" text,
	"new_name_so" text,
	"new_quantity" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "hand_refunds" ADD COLUMN "kind" text DEFAULT 'cancelled' NOT NULL;--> statement-breakpoint
DROP INDEX "hand_refunds_order";--> statement-breakpoint
CREATE UNIQUE INDEX "hand_refunds_order_cancelled" ON "hand_refunds" USING btree ("order_id") WHERE "hand_refunds"."kind" = 'cancelled';--> statement-breakpoint
CREATE INDEX "hand_refunds_order_idx" ON "hand_refunds" USING btree ("order_id");
