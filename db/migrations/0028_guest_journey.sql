CREATE TABLE "location_arrivals" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"check_in_from" text DEFAULT '16:00' NOT NULL,
	"check_out_by" text DEFAULT '10:00' NOT NULL,
	"access_code" text DEFAULT '' NOT NULL,
	"wifi_network" text DEFAULT '' NOT NULL,
	"wifi_password" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"locale" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"stayed_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"document_type" text,
	"document_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travellers_position_positive" CHECK ("travellers"."position" >= 1),
	CONSTRAINT "travellers_nationality_code" CHECK ("travellers"."nationality" ~ '^[A-Z]{2}$'),
	CONSTRAINT "travellers_document_known" CHECK ("travellers"."document_type" is null or "travellers"."document_type" in ('passport', 'id_card', 'residence_permit', 'other')),
	CONSTRAINT "travellers_foreigner_document" CHECK ("travellers"."nationality" = 'CH' or ("travellers"."document_type" is not null and coalesce("travellers"."document_number", '') <> ''))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "arrival_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "review_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_arrivals" ADD CONSTRAINT "location_arrivals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_item_position_idx" ON "travellers" USING btree ("order_item_id","position");