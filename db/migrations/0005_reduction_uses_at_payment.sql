-- A reduction code's use is taken when an order is paid (status 2, or 3 for a deposit), no longer
-- when the code is attached to a cart: the uses held by open carts are given back, and every code
-- counts exactly the paid and deposit-paid orders that carry it.
UPDATE "reduction_codes" AS "code"
SET "used_count" = (
	SELECT count(*)::integer FROM "orders"
	WHERE "orders"."reduction_code_id" = "code"."id" AND "orders"."status" IN (2, 3)
);
