-- The footer notice (site_texts) shows on every public page: a change to it is announced like the
-- other tables the pages read (migration 0011, decision 025), so kept pages are dropped at once.
CREATE TRIGGER site_texts_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_texts FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
