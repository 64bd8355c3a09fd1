-- Takes an order's stock: the order's last statement, sent with COMMIT in one round trip, so the few stock rows a busy
-- store's orders share are held for this call and the commit only. The rows are locked in the one lock order (every
-- variant row by id, then every product row by id); each statement after the locks sees every take committed before
-- them (a VOLATILE function reads with a fresh snapshot per statement). A line short of stock, or whose row is gone,
-- raises SU409 with [kind, id, stock] of each such row in its detail, and nothing is taken. A plain product (or
-- variant) loses its quantity; a product with variants is set to the sum of its variants after the take.
CREATE FUNCTION "take_stock"(
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
      THEN (SELECT coalesce(sum(s."stock"), 0) FROM "product_variants" AS s WHERE s."product_id" = p."id")
      ELSE p."stock" - w.qty END
  FROM unnest(product_ids, product_qty, product_sum) AS w(id, qty, sum)
  WHERE p."id" = w.id;
END $$;
