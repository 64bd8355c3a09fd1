CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "search_words_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so that two writers adding the same words never wait on each other in a circle.
  INSERT INTO "search_words" AS w ("word", "products")
  SELECT word, count(*) FROM added, unnest(tsvector_to_array(added."search_vector")) AS word
  GROUP BY word ORDER BY word
  ON CONFLICT ("word") DO UPDATE SET "products" = w."products" + excluded."products";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_products_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_words" AS w SET "products" = w."products" - gone.n
  FROM (
    SELECT word, count(*) AS n FROM removed, unnest(tsvector_to_array(removed."search_vector")) AS word
    GROUP BY word
  ) AS gone
  WHERE w."word" = gone.word;
  DELETE FROM "search_words" AS w
  WHERE w."products" <= 0
    AND w."word" IN (SELECT unnest(tsvector_to_array(removed."search_vector")) FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text[] := tsvector_to_array(OLD."search_vector");
  after text[] := tsvector_to_array(NEW."search_vector");
BEGIN
  INSERT INTO "search_words" AS w ("word", "products")
  SELECT word, 1 FROM unnest(after) AS word WHERE word <> ALL (before) ORDER BY word
  ON CONFLICT ("word") DO UPDATE SET "products" = w."products" + 1;
  UPDATE "search_words" SET "products" = "products" - 1
  WHERE "word" = ANY (before) AND "word" <> ALL (after);
  DELETE FROM "search_words" WHERE "products" <= 0 AND "word" = ANY (before) AND "word" <> ALL (after);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_products_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_words";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_words_products_added"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "search_words_products_removed"();
--> statement-breakpoint
-- Only when a name or short description changed: taking stock on an order never touches the words.
CREATE TRIGGER "products_search_words_update"
  AFTER UPDATE OF "name_en", "name_so", "short_description_en", "short_description_so" ON "products"
  FOR EACH ROW WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector")
  EXECUTE FUNCTION "search_words_product_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_products_emptied"();
--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
SELECT word, count(*) FROM "products", unnest(tsvector_to_array("products"."search_vector")) AS word
GROUP BY word;
