-- Site search (/aio/search): French and English full-text search that ignores accents, plus trigram
-- indexes for typo-tolerant title matching. Works on PostgreSQL 15+ and on PGlite (extensions from 0000).

-- unaccent() is only STABLE (it reads its dictionary by name); indexes need an IMMUTABLE function.
-- Naming the dictionary with its schema keeps it correct under any search_path.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- French and English stemming on accent-free words: "près des pistes" and "pres piste" meet at 'pre' & 'pist'.
CREATE TEXT SEARCH CONFIGURATION fr_unaccent ( COPY = french );
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fr_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION en_unaccent ( COPY = english );
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION en_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- Full-text indexes, one per language (partial on locale): title weighs A, summary B, body or description C.
-- domain/search/search.repository.server.ts writes exactly these expressions so the planner can use them.
CREATE INDEX content_translations_fts_fr_idx ON content_translations USING gin ((
  setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('fr_unaccent'::regconfig, body), 'C')
)) WHERE locale = 'fr';
--> statement-breakpoint
CREATE INDEX content_translations_fts_en_idx ON content_translations USING gin ((
  setweight(to_tsvector('en_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('en_unaccent'::regconfig, body), 'C')
)) WHERE locale = 'en';
--> statement-breakpoint
CREATE INDEX location_translations_fts_fr_idx ON location_translations USING gin ((
  setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('fr_unaccent'::regconfig, description), 'C')
)) WHERE locale = 'fr';
--> statement-breakpoint
CREATE INDEX location_translations_fts_en_idx ON location_translations USING gin ((
  setweight(to_tsvector('en_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('en_unaccent'::regconfig, description), 'C')
)) WHERE locale = 'en';
--> statement-breakpoint
CREATE INDEX sale_translations_fts_fr_idx ON sale_translations USING gin ((
  setweight(to_tsvector('fr_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('fr_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('fr_unaccent'::regconfig, description), 'C')
)) WHERE locale = 'fr';
--> statement-breakpoint
CREATE INDEX sale_translations_fts_en_idx ON sale_translations USING gin ((
  setweight(to_tsvector('en_unaccent'::regconfig, title), 'A')
  || setweight(to_tsvector('en_unaccent'::regconfig, summary), 'B')
  || setweight(to_tsvector('en_unaccent'::regconfig, description), 'C')
)) WHERE locale = 'en';
--> statement-breakpoint
-- Trigram indexes on accent-free lower-case titles (similarity operators %, <%, <<%).
CREATE INDEX content_translations_title_trgm_idx ON content_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX location_translations_title_trgm_idx ON location_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX sale_translations_title_trgm_idx ON sale_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops);
