-- Amounts in centimes become 64-bit (docs/decisions/037): one statement per table, so each table is
-- rewritten once.
ALTER TABLE "location_list_entries" ALTER COLUMN "min_price" SET DATA TYPE bigint, ALTER COLUMN "min_special" SET DATA TYPE bigint, ALTER COLUMN "list_price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "monthly_rent" SET DATA TYPE bigint, ALTER COLUMN "monthly_charges" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "total" SET DATA TYPE bigint, ALTER COLUMN "total_excluding_tax" SET DATA TYPE bigint, ALTER COLUMN "tourist_tax" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_price_changes" ALTER COLUMN "item_total_before" SET DATA TYPE bigint, ALTER COLUMN "item_total_after" SET DATA TYPE bigint, ALTER COLUMN "order_total_before" SET DATA TYPE bigint, ALTER COLUMN "order_total_after" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reduction" SET DATA TYPE bigint, ALTER COLUMN "sub_total" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint, ALTER COLUMN "reported_total" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "price_weeks" ALTER COLUMN "price" SET DATA TYPE bigint, ALTER COLUMN "special_price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "base_price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "reduction_codes" ALTER COLUMN "value" SET DATA TYPE bigint, ALTER COLUMN "minimum_total" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint, ALTER COLUMN "refunded" SET DATA TYPE bigint;
