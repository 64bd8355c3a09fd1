ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name_en || ' ' || coalesce(name_so, ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name_en || ' ' || coalesce(name_so, '') || ' ' || short_description_en || ' ' || coalesce(short_description_so, ''))) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || address)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "stores_search_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);