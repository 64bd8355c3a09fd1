CREATE INDEX "outbox_messages_store_idx" ON "outbox_messages" USING btree ("store_id","id") WHERE "store_id" is not null;
