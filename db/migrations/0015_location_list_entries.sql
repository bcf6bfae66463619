-- The list prices of 0013 become each rental's whole list entry (docs/decisions/028): its old triggers
-- and functions go first.
DROP TRIGGER "price_weeks_list_prices_insert" ON "price_weeks";--> statement-breakpoint
DROP TRIGGER "price_weeks_list_prices_update" ON "price_weeks";--> statement-breakpoint
DROP TRIGGER "price_weeks_list_prices_delete" ON "price_weeks";--> statement-breakpoint
DROP FUNCTION "price_weeks_list_prices"();--> statement-breakpoint
DROP FUNCTION "write_location_list_prices"(integer[], date);--> statement-breakpoint
DROP TABLE "location_list_prices" CASCADE;--> statement-breakpoint
CREATE TABLE "location_list_entries" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"computed_for" date NOT NULL,
	"kind" text NOT NULL,
	"listed" boolean NOT NULL,
	"type" text NOT NULL,
	"number_of_rooms" integer NOT NULL,
	"persons" integer NOT NULL,
	"comfort_class" integer NOT NULL,
	"min_price" integer,
	"min_special" integer,
	"list_price" integer,
	"title_fr" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "price_weeks_start_idx";--> statement-breakpoint
ALTER TABLE "location_list_entries" ADD CONSTRAINT "location_list_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_weeks_start_idx" ON "price_weeks" USING btree ("start_date","location_id");--> statement-breakpoint
ALTER TABLE "price_weeks" ADD CONSTRAINT "price_weeks_one_week" CHECK ("price_weeks"."end_date" = "price_weeks"."start_date" + 7);--> statement-breakpoint
-- The lists' conditions and orders read only this table; the price grid pages in each language's
-- title order (ICU's root collation, the order of Intl.Collator for French and English).
CREATE INDEX "location_list_entries_list_idx" ON "location_list_entries" ("kind", "list_price") WHERE "listed";--> statement-breakpoint
CREATE INDEX "location_list_entries_date_idx" ON "location_list_entries" ("computed_for");--> statement-breakpoint
CREATE INDEX "location_list_entries_grid_fr_idx" ON "location_list_entries" ("number_of_rooms", "title_fr" COLLATE "und-x-icu", "location_id") WHERE "listed" AND "kind" = 'weekly';--> statement-breakpoint
CREATE INDEX "location_list_entries_grid_en_idx" ON "location_list_entries" ("number_of_rooms", "title_en" COLLATE "und-x-icu", "location_id") WHERE "listed" AND "kind" = 'weekly';--> statement-breakpoint
-- The period search asks which rentals have a live booking over the whole period at once, instead
-- of one probe of the exclusion constraint's index per rental and week.
CREATE INDEX "bookings_live_period_idx" ON "bookings" USING gist ("period") WHERE "status" IN ('hold', 'confirmed', 'blocked');--> statement-breakpoint
-- The entries of the given rentals on a day, written or rewritten; rentals deleted meanwhile are
-- skipped. Listed: published (status 2) with a French text, the language every page falls back on.
CREATE FUNCTION "write_location_list_entries"(ids integer[], day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO location_list_entries AS e (location_id, computed_for, kind, listed, type, number_of_rooms, persons,
                                          comfort_class, min_price, min_special, list_price, title_fr, title_en)
  SELECT l.id, day, l.kind, l.status = 2 AND f.location_id IS NOT NULL, l.type, l.number_of_rooms, l.persons,
         l.comfort_class, w.min_price, w.min_special,
         CASE WHEN l.kind = 'annual' THEN l.monthly_rent ELSE w.min_price END,
         coalesce(f.title, ''), coalesce(en.title, f.title, '')
    FROM locations l
    LEFT JOIN location_translations f ON f.location_id = l.id AND f.locale = 'fr'
    LEFT JOIN location_translations en ON en.location_id = l.id AND en.locale = 'en'
    CROSS JOIN LATERAL (SELECT min(p.price) AS min_price, min(p.special_price) AS min_special
                          FROM price_weeks p WHERE p.location_id = l.id AND p.start_date >= day) w
   WHERE l.id = ANY (ids)
  ON CONFLICT (location_id) DO UPDATE
    SET computed_for = excluded.computed_for, kind = excluded.kind, listed = excluded.listed, type = excluded.type,
        number_of_rooms = excluded.number_of_rooms, persons = excluded.persons, comfort_class = excluded.comfort_class,
        min_price = excluded.min_price, min_special = excluded.min_special, list_price = excluded.list_price,
        title_fr = excluded.title_fr, title_en = excluded.title_en
$$;
--> statement-breakpoint
-- After each statement that changes rentals, their texts or their price weeks, the rentals it touched
-- get their entry again for the resort's today (Europe/Zurich). Statement triggers with transition
-- tables: a seed of thousands of rows writes each rental once. TG_ARGV[0] names the rental's column.
CREATE FUNCTION "write_touched_list_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I AS id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I AS id FROM old_rows'
    ELSE 'SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows' END;
  ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT id) FROM (' || touched || ') t', TG_ARGV[0]) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM write_location_list_entries(ids, (now() AT TIME ZONE 'Europe/Zurich')::date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_list_entries_insert" AFTER INSERT ON "locations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('id');--> statement-breakpoint
CREATE TRIGGER "locations_list_entries_update" AFTER UPDATE ON "locations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('id');--> statement-breakpoint
CREATE TRIGGER "locations_list_entries_delete" AFTER DELETE ON "locations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('id');
--> statement-breakpoint
CREATE TRIGGER "location_translations_list_entries_insert" AFTER INSERT ON "location_translations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');--> statement-breakpoint
CREATE TRIGGER "location_translations_list_entries_update" AFTER UPDATE ON "location_translations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');--> statement-breakpoint
CREATE TRIGGER "location_translations_list_entries_delete" AFTER DELETE ON "location_translations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');
--> statement-breakpoint
CREATE TRIGGER "price_weeks_list_entries_insert" AFTER INSERT ON "price_weeks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');--> statement-breakpoint
CREATE TRIGGER "price_weeks_list_entries_update" AFTER UPDATE ON "price_weeks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');--> statement-breakpoint
CREATE TRIGGER "price_weeks_list_entries_delete" AFTER DELETE ON "price_weeks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION write_touched_list_entries('location_id');
--> statement-breakpoint
-- Databases made before: every rental.
SELECT write_location_list_entries(array_agg(id), (now() AT TIME ZONE 'Europe/Zurich')::date) FROM locations;--> statement-breakpoint
ANALYZE "location_list_entries";
