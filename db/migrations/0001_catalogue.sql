CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"content_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_translations_content_id_locale_pk" PRIMARY KEY("content_id","locale")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"folder" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"formats" jsonb NOT NULL,
	"caption" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_translations" (
	"location_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "location_translations_location_id_locale_pk" PRIMARY KEY("location_id","locale")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT 'residential' NOT NULL,
	"place" text NOT NULL,
	"number_of_rooms" integer NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"toilets" integer DEFAULT 0 NOT NULL,
	"terraces" integer DEFAULT 0 NOT NULL,
	"persons" integer NOT NULL,
	"surface" integer NOT NULL,
	"living_space" integer NOT NULL,
	"balcony_area" integer,
	"floor" integer,
	"parking_type" text,
	"construction_year" integer,
	"renovation_year" integer,
	"comfort_class" integer DEFAULT 3 NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" jsonb,
	"monthly_rent" integer,
	"monthly_charges" integer,
	"available_from" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"season" text NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "product_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"fr":""}'::jsonb NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"vat_kind" text DEFAULT 'standard' NOT NULL,
	"bulk" boolean DEFAULT false NOT NULL,
	"content_id" integer,
	"context_model" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pricing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sale_translations" (
	"sale_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_translations_sale_id_locale_pk" PRIMARY KEY("sale_id","locale")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT 'residential' NOT NULL,
	"place" text NOT NULL,
	"number_of_rooms" integer NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"toilets" integer DEFAULT 0 NOT NULL,
	"terraces" integer DEFAULT 0 NOT NULL,
	"surface" integer NOT NULL,
	"living_space" integer NOT NULL,
	"balcony_area" integer,
	"floor" integer,
	"parking_type" text,
	"construction_year" integer,
	"renovation_year" integer,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_translations" ADD CONSTRAINT "location_translations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_weeks" ADD CONSTRAINT "price_weeks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_translations" ADD CONSTRAINT "sale_translations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_type_idx" ON "contents" USING btree ("type","status","position");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("zone","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_reference_idx" ON "locations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "locations_kind_idx" ON "locations" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_weeks_location_start_idx" ON "price_weeks" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE INDEX "price_weeks_start_idx" ON "price_weeks" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_reference_idx" ON "sales" USING btree ("reference");