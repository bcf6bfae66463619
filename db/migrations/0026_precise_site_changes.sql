-- The notices of migrations 0011 and 0022 said only "this table changed", and every kept page was
-- dropped. They now say what changed (decision 046): the table, and the rentals, sales, contents,
-- picture owners and dates its statement touched, as JSON on the channel `site_change`; the page
-- cache drops only the kept answers that show one of them. A statement that touches no row says
-- nothing. A payload past NOTIFY's 8000 bytes becomes {"t": table, "all": true}: every row may have
-- changed. Statement triggers with transition tables (one per event, as in 0015): a seed of
-- thousands of rows sends one notice per statement.
DROP TRIGGER "images_site_change" ON "images";--> statement-breakpoint
DROP TRIGGER "contents_site_change" ON "contents";--> statement-breakpoint
DROP TRIGGER "content_translations_site_change" ON "content_translations";--> statement-breakpoint
DROP TRIGGER "alerts_site_change" ON "alerts";--> statement-breakpoint
DROP TRIGGER "locations_site_change" ON "locations";--> statement-breakpoint
DROP TRIGGER "location_translations_site_change" ON "location_translations";--> statement-breakpoint
DROP TRIGGER "price_weeks_site_change" ON "price_weeks";--> statement-breakpoint
DROP TRIGGER "sales_site_change" ON "sales";--> statement-breakpoint
DROP TRIGGER "sale_translations_site_change" ON "sale_translations";--> statement-breakpoint
DROP TRIGGER "product_categories_site_change" ON "product_categories";--> statement-breakpoint
DROP TRIGGER "products_site_change" ON "products";--> statement-breakpoint
DROP TRIGGER "bookings_site_change" ON "bookings";--> statement-breakpoint
DROP TRIGGER "site_texts_site_change" ON "site_texts";--> statement-breakpoint
DROP FUNCTION "notify_site_change"();--> statement-breakpoint
-- Sends one notice: the table's name and the facts, or "all" when they do not fit in a payload.
CREATE FUNCTION "send_site_change"(tab text, facts jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text := (jsonb_build_object('t', tab) || facts)::text;
BEGIN
  IF octet_length(payload) > 7900 THEN
    payload := jsonb_build_object('t', tab, 'all', true)::text;
  END IF;
  PERFORM pg_notify('site_change', payload);
END $$;
--> statement-breakpoint
-- The facts of a statement: TG_ARGV[0] is a query over `touched` (the rows before and after it)
-- answering a JSON object, or NULL when there is nothing to say.
CREATE FUNCTION "notify_site_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  facts jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM send_site_change(TG_TABLE_NAME, '{"all": true}');
    RETURN NULL;
  END IF;
  EXECUTE 'WITH touched AS (' || touched || ') ' || TG_ARGV[0] INTO facts;
  IF facts IS NOT NULL THEN
    PERFORM send_site_change(TG_TABLE_NAME, facts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What a row of `bookings` keeps from being booked, as the pages see it now: a booking or block for
-- good, a hold until its expiry, nothing otherwise (expired, released, cancelled, or a hold past its time).
CREATE FUNCTION "booking_visibility"(status text, expires_at timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN status IN ('confirmed', 'blocked') THEN 'booked'
              WHEN status = 'hold' AND expires_at > clock_timestamp() THEN 'held until ' || expires_at::text END
$$;
--> statement-breakpoint
-- Bookings say which rentals and dates changed as a visitor sees them (a hold marked expired after its
-- time changes nothing shown), the live holds the statement leaves (their expiry frees the weeks without
-- a write) and the holds it ended.
CREATE FUNCTION "notify_bookings_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_side text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN 'SELECT * FROM old_rows' ELSE 'SELECT * FROM bookings WHERE false' END;
  new_side text := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN 'SELECT * FROM new_rows' ELSE 'SELECT * FROM bookings WHERE false' END;
  facts jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM send_site_change(TG_TABLE_NAME, '{"all": true}');
    RETURN NULL;
  END IF;
  EXECUTE 'WITH o AS (' || old_side || '), n AS (' || new_side || '),
    sides AS (
      SELECT coalesce(o.id, n.id) AS id,
             o.location_id AS o_location, o.period AS o_period, booking_visibility(o.status, o.expires_at) AS o_seen, o.status AS o_status,
             n.location_id AS n_location, n.period AS n_period, booking_visibility(n.status, n.expires_at) AS n_seen, n.expires_at AS n_expires
        FROM o FULL JOIN n ON o.id = n.id),
    changed AS (
      SELECT * FROM sides WHERE (o_location, o_period, o_seen) IS DISTINCT FROM (n_location, n_period, n_seen)),
    shown AS (
      SELECT o_location AS location_id, o_period AS period FROM changed WHERE o_seen IS NOT NULL
      UNION ALL
      SELECT n_location, n_period FROM changed WHERE n_seen IS NOT NULL)
    SELECT nullif(jsonb_strip_nulls(jsonb_build_object(
      ''ids'', (SELECT jsonb_agg(DISTINCT location_id) FROM shown),
      ''from'', (SELECT min(lower(period)) FROM shown),
      ''to'', (SELECT max(upper(period)) FROM shown),
      ''holds'', (SELECT jsonb_agg(jsonb_build_array(id, n_location, lower(n_period), upper(n_period), floor(extract(epoch FROM n_expires) * 1000)))
                  FROM sides WHERE n_seen LIKE ''held%''),
      ''ended'', (SELECT jsonb_agg(id) FROM sides WHERE o_status = ''hold''))), ''{}''::jsonb)' INTO facts;
  IF facts IS NOT NULL THEN
    PERFORM send_site_change(TG_TABLE_NAME, facts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rentals' list entries (0015) are rewritten by triggers and once a day by a reader: only an entry
-- whose values changed is news (its list price, its place in the lists).
CREATE FUNCTION "notify_list_entries_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM send_site_change(TG_TABLE_NAME, '{"all": true}');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT location_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT location_id) INTO ids FROM old_rows;
  ELSE
    SELECT jsonb_agg(DISTINCT n.location_id) INTO ids FROM new_rows n JOIN old_rows o USING (location_id)
     WHERE (n.kind, n.listed, n.type, n.number_of_rooms, n.persons, n.comfort_class, n.min_price, n.min_special, n.list_price, n.title_fr, n.title_en)
           IS DISTINCT FROM (o.kind, o.listed, o.type, o.number_of_rooms, o.persons, o.comfort_class, o.min_price, o.min_special, o.list_price, o.title_fr, o.title_en);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM send_site_change(TG_TABLE_NAME, jsonb_build_object('ids', ids));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "announce_site_changes"(tab text, facts text, fn text DEFAULT 'notify_site_change') LANGUAGE plpgsql AS $$
DECLARE
  args text := CASE WHEN facts IS NULL THEN '' ELSE quote_literal(facts) END;
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tab || '_site_change_insert', tab, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tab || '_site_change_update', tab, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tab || '_site_change_delete', tab, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tab || '_site_change_truncate', tab, fn, args);
END $$;
--> statement-breakpoint
CALL announce_site_changes('locations', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('location_translations', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT location_id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('price_weeks', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT location_id), ''from'', min(start_date), ''to'', max(end_date)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('images', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''owners'', jsonb_agg(DISTINCT zone || '':'' || owner_id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('sales', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('sale_translations', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT sale_id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('contents', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT id), ''types'', jsonb_agg(DISTINCT type)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('content_translations', 'SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(''ids'', jsonb_agg(DISTINCT content_id)) END FROM touched');--> statement-breakpoint
CALL announce_site_changes('products', 'SELECT CASE WHEN count(*) > 0 THEN ''{}''::jsonb END FROM touched');--> statement-breakpoint
CALL announce_site_changes('product_categories', 'SELECT CASE WHEN count(*) > 0 THEN ''{}''::jsonb END FROM touched');--> statement-breakpoint
CALL announce_site_changes('alerts', 'SELECT CASE WHEN count(*) > 0 THEN ''{}''::jsonb END FROM touched');--> statement-breakpoint
CALL announce_site_changes('site_texts', 'SELECT CASE WHEN count(*) > 0 THEN ''{}''::jsonb END FROM touched');--> statement-breakpoint
CALL announce_site_changes('bookings', NULL, 'notify_bookings_change');--> statement-breakpoint
CALL announce_site_changes('location_list_entries', NULL, 'notify_list_entries_change');--> statement-breakpoint
DROP PROCEDURE "announce_site_changes"(text, text, text);
