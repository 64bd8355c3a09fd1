-- A product with variants shows the sum of its live variants only: variants staff removed are kept, archived, for the
-- orders that name them, and their stock (put back when such an order is cancelled) is never shown. take_stock
-- summed every variant, so a product could show (and sell) stock that only an archived variant had. Same function
-- as 0015 otherwise.
CREATE OR REPLACE FUNCTION "take_stock"(
  variant_ids integer[], variant_qty integer[], product_ids integer[], product_qty integer[], product_sum boolean[]
) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  short jsonb;
BEGIN
  PERFORM 1 FROM "product_variants" WHERE "id" = ANY(variant_ids) ORDER BY "id" FOR NO KEY UPDATE;
  PERFORM 1 FROM "products" WHERE "id" = ANY(product_ids) ORDER BY "id" FOR NO KEY UPDATE;
  SELECT jsonb_agg(jsonb_build_array(s.kind, s.id, s.stock)) INTO short FROM (
    SELECT 'v' AS kind, w.id, coalesce(v."stock", 0) AS stock
    FROM unnest(variant_ids, variant_qty) AS w(id, qty) LEFT JOIN "product_variants" AS v ON v."id" = w.id
    WHERE v."id" IS NULL OR v."stock" < w.qty
    UNION ALL
    SELECT 'p', w.id, coalesce(p."stock", 0)
    FROM unnest(product_ids, product_qty, product_sum) AS w(id, qty, sum) LEFT JOIN "products" AS p ON p."id" = w.id
    WHERE p."id" IS NULL OR (NOT w.sum AND p."stock" < w.qty)
  ) AS s;
  IF short IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SU409', MESSAGE = 'too little stock', DETAIL = short::text;
  END IF;
  UPDATE "product_variants" AS v SET "stock" = v."stock" - w.qty
  FROM unnest(variant_ids, variant_qty) AS w(id, qty)
  WHERE v."id" = w.id;
  UPDATE "products" AS p SET "stock" = CASE WHEN w.sum
      THEN (SELECT coalesce(sum(s."stock"), 0) FROM "product_variants" AS s WHERE s."product_id" = p."id" AND NOT s."archived")
      ELSE p."stock" - w.qty END
  FROM unnest(product_ids, product_qty, product_sum) AS w(id, qty, sum)
  WHERE p."id" = w.id;
END $$;
