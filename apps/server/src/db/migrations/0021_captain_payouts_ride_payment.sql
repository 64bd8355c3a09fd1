ALTER TABLE "bookings" ADD COLUMN "payment_method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_known" CHECK ("bookings"."payment_method" in ('cash', 'evc_plus', 'zaad', 'edahab'));--> statement-breakpoint
CREATE INDEX "bookings_captain_completed_idx" ON "bookings" USING btree ("captain_id","completed_at") WHERE "bookings"."status" = 'completed';--> statement-breakpoint
CREATE TABLE "captain_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"reference" text,
	CONSTRAINT "captain_payouts_amount_positive" CHECK ("captain_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "captain_payouts" ADD CONSTRAINT "captain_payouts_user_id_wallets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_payouts" ADD CONSTRAINT "captain_payouts_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captain_payouts_request_idx" ON "captain_payouts" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "captain_payouts_user_idx" ON "captain_payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "captain_payouts_pending_idx" ON "captain_payouts" USING btree ("requested_at") WHERE "captain_payouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_payout_id_captain_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."captain_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_cash_idx" ON "wallet_transactions" USING btree ("booking_id") WHERE "wallet_transactions"."kind" = 'cash_collected';
