CREATE TABLE "order_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_total_before" integer NOT NULL,
	"item_total_after" integer NOT NULL,
	"order_total_before" integer NOT NULL,
	"order_total_after" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" integer,
	"withdrawable_until" timestamp with time zone,
	"withdraw_token_hash" text,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_price_changes_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash"),
	CONSTRAINT "order_price_changes_kind_known" CHECK ("order_price_changes"."kind" in ('concierge_rise', 'correction')),
	CONSTRAINT "order_price_changes_totals_positive" CHECK ("order_price_changes"."item_total_after" >= 0 and "order_price_changes"."order_total_after" >= 0),
	CONSTRAINT "order_price_changes_withdrawal_needs_link" CHECK (("order_price_changes"."withdrawable_until" is null) = ("order_price_changes"."withdraw_token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_texts_key_known" CHECK ("site_texts"."key" in ('footer_notice'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "stay_rules" jsonb;--> statement-breakpoint
ALTER TABLE "order_price_changes" ADD CONSTRAINT "order_price_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_changes" ADD CONSTRAINT "order_price_changes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_changes" ADD CONSTRAINT "order_price_changes_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_price_changes_order_idx" ON "order_price_changes" USING btree ("order_id");