ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" in ('sale', 'delivery_fee', 'deposit', 'commission', 'collected', 'refund', 'payout', 'fare', 'hand_in'));
