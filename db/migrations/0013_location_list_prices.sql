CREATE TABLE "location_list_prices" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"computed_for" date NOT NULL,
	"min_price" integer,
	"min_special" integer
);
--> statement-breakpoint
ALTER TABLE "location_list_prices" ADD CONSTRAINT "location_list_prices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_list_prices_date_idx" ON "location_list_prices" USING btree ("computed_for");--> statement-breakpoint
CREATE INDEX "location_list_prices_price_idx" ON "location_list_prices" USING btree ("min_price");--> statement-breakpoint
-- The list prices of the given rentals on a day (lowest price and special price of the weeks starting
-- that day or later), written or rewritten; rentals deleted meanwhile are skipped.
CREATE FUNCTION write_location_list_prices(ids integer[], day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO location_list_prices (location_id, computed_for, min_price, min_special)
  SELECT l.id, day,
         (SELECT min(w.price) FROM price_weeks w WHERE w.location_id = l.id AND w.start_date >= day),
         (SELECT min(w.special_price) FROM price_weeks w WHERE w.location_id = l.id AND w.start_date >= day)
    FROM locations l WHERE l.id = ANY (ids)
  ON CONFLICT (location_id) DO UPDATE
    SET computed_for = excluded.computed_for, min_price = excluded.min_price, min_special = excluded.min_special
$$;
--> statement-breakpoint
-- After each statement that changes price weeks, the rentals it touched get their list price again
-- for the resort's today (Europe/Zurich). Statement triggers with transition tables: a seed of
-- thousands of weeks computes each rental once.
CREATE FUNCTION price_weeks_list_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Zurich')::date;
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT location_id) INTO ids FROM new_weeks;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT location_id) INTO ids FROM old_weeks;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (SELECT location_id AS id FROM new_weeks UNION SELECT location_id FROM old_weeks) touched;
  END IF;
  IF ids IS NOT NULL THEN PERFORM write_location_list_prices(ids, today); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_weeks_list_prices_insert AFTER INSERT ON price_weeks
  REFERENCING NEW TABLE AS new_weeks FOR EACH STATEMENT EXECUTE FUNCTION price_weeks_list_prices();
--> statement-breakpoint
CREATE TRIGGER price_weeks_list_prices_update AFTER UPDATE ON price_weeks
  REFERENCING OLD TABLE AS old_weeks NEW TABLE AS new_weeks FOR EACH STATEMENT EXECUTE FUNCTION price_weeks_list_prices();
--> statement-breakpoint
CREATE TRIGGER price_weeks_list_prices_delete AFTER DELETE ON price_weeks
  REFERENCING OLD TABLE AS old_weeks FOR EACH STATEMENT EXECUTE FUNCTION price_weeks_list_prices();
--> statement-breakpoint
-- Databases made before: every rental with price weeks.
SELECT write_location_list_prices(array_agg(DISTINCT location_id), (now() AT TIME ZONE 'Europe/Zurich')::date) FROM price_weeks;
