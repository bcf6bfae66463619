ALTER TABLE "order_price_changes" DROP CONSTRAINT "order_price_changes_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_price_changes" DROP CONSTRAINT "order_price_changes_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_price_changes" ADD CONSTRAINT "order_price_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_changes" ADD CONSTRAINT "order_price_changes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;