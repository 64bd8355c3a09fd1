ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hand_refunds" ADD COLUMN "kind" text DEFAULT 'cancelled' NOT NULL;--> statement-breakpoint
DROP INDEX "hand_refunds_order";--> statement-breakpoint
CREATE UNIQUE INDEX "hand_refunds_order_cancelled" ON "hand_refunds" USING btree ("order_id") WHERE "hand_refunds"."kind" = 'cancelled';--> statement-breakpoint
CREATE INDEX "hand_refunds_order_idx" ON "hand_refunds" USING btree ("order_id");
