-- Every change to a table the public pages read is announced on the channel `site_change` (payload:
-- the table's name). NOTIFY is delivered when the transaction commits, to every server process that
-- listens: their page caches (decision 025) drop what they keep. A new table the pages read gets the
-- same trigger (server/page-cache/site-tables.test.ts lists every table as public or private).
CREATE OR REPLACE FUNCTION notify_site_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER images_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER contents_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contents FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER content_translations_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_translations FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER alerts_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alerts FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER locations_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER location_translations_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_translations FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER price_weeks_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_weeks FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER sales_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER sale_translations_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_translations FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER product_categories_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER products_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
--> statement-breakpoint
CREATE TRIGGER bookings_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
