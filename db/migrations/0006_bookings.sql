CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"period" daterange NOT NULL,
	"status" text NOT NULL,
	"order_item_id" integer,
	"expires_at" timestamp with time zone,
	"source" text NOT NULL,
	"external_uid" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('hold', 'confirmed', 'blocked', 'cancelled', 'expired', 'released')),
	CONSTRAINT "bookings_source_known" CHECK ("bookings"."source" in ('site', 'agency', 'owner', 'ical')),
	CONSTRAINT "bookings_period_bounded" CHECK (not isempty("bookings"."period") and not lower_inf("bookings"."period") and not upper_inf("bookings"."period")),
	CONSTRAINT "bookings_hold_expires" CHECK ("bookings"."status" <> 'hold' or "bookings"."expires_at" is not null),
	CONSTRAINT "bookings_block_without_item" CHECK ("bookings"."status" <> 'blocked' or "bookings"."order_item_id" is null)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_item_idx" ON "bookings" USING btree ("order_item_id") WHERE "bookings"."order_item_id" is not null and "bookings"."status" in ('hold', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_item_idx" ON "bookings" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'hold';