-- Site search reads each translation's weighted document from a stored column instead of computing
-- it for every matching row (ranking thousands of rentals and news items took seconds on the
-- embedded database): the same document as the indexes of 0002 (title A, summary B, body or
-- description C, in the row's language), which it replaces. domain/search/search.repository.server.ts.
ALTER TABLE content_translations ADD COLUMN search_document tsvector GENERATED ALWAYS AS (CASE WHEN locale = 'en'
  THEN setweight(to_tsvector('en_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('en_unaccent'::regconfig, body), 'C')
  ELSE setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('fr_unaccent'::regconfig, body), 'C') END) STORED;
--> statement-breakpoint
CREATE INDEX content_translations_search_idx ON content_translations USING gin (search_document);
--> statement-breakpoint
DROP INDEX content_translations_fts_fr_idx;
--> statement-breakpoint
DROP INDEX content_translations_fts_en_idx;
--> statement-breakpoint
ALTER TABLE location_translations ADD COLUMN search_document tsvector GENERATED ALWAYS AS (CASE WHEN locale = 'en'
  THEN setweight(to_tsvector('en_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('en_unaccent'::regconfig, description), 'C')
  ELSE setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('fr_unaccent'::regconfig, description), 'C') END) STORED;
--> statement-breakpoint
CREATE INDEX location_translations_search_idx ON location_translations USING gin (search_document);
--> statement-breakpoint
DROP INDEX location_translations_fts_fr_idx;
--> statement-breakpoint
DROP INDEX location_translations_fts_en_idx;
--> statement-breakpoint
ALTER TABLE sale_translations ADD COLUMN search_document tsvector GENERATED ALWAYS AS (CASE WHEN locale = 'en'
  THEN setweight(to_tsvector('en_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('en_unaccent'::regconfig, description), 'C')
  ELSE setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B') || setweight(to_tsvector('fr_unaccent'::regconfig, description), 'C') END) STORED;
--> statement-breakpoint
CREATE INDEX sale_translations_search_idx ON sale_translations USING gin (search_document);
--> statement-breakpoint
DROP INDEX sale_translations_fts_fr_idx;
--> statement-breakpoint
DROP INDEX sale_translations_fts_en_idx;
--> statement-breakpoint
-- The embedded database never gathers statistics by itself: without them the planner takes every
-- condition for a rare one and joins thousands of rentals row by row. The seed gathers them too.
ANALYZE;
