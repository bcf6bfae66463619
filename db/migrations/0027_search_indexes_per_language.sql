-- Site search always reads one language's rows (domain/search/search.repository.server.ts). Its indexes
-- of 0002 and 0014 held both languages, so the planner combined each with the primary key to keep one
-- language, and every match of the other language was in the bitmap: at 10,000 rentals that was most
-- of a search's time (decision 005). One index per language holds only the rows it can return.
DROP INDEX content_translations_search_idx;--> statement-breakpoint
DROP INDEX location_translations_search_idx;--> statement-breakpoint
DROP INDEX sale_translations_search_idx;--> statement-breakpoint
DROP INDEX content_translations_title_trgm_idx;--> statement-breakpoint
DROP INDEX location_translations_title_trgm_idx;--> statement-breakpoint
DROP INDEX sale_translations_title_trgm_idx;--> statement-breakpoint
CREATE INDEX content_translations_search_fr_idx ON content_translations USING gin (search_document) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX content_translations_search_en_idx ON content_translations USING gin (search_document) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX location_translations_search_fr_idx ON location_translations USING gin (search_document) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX location_translations_search_en_idx ON location_translations USING gin (search_document) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX sale_translations_search_fr_idx ON sale_translations USING gin (search_document) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX sale_translations_search_en_idx ON sale_translations USING gin (search_document) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX content_translations_title_trgm_fr_idx ON content_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX content_translations_title_trgm_en_idx ON content_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX location_translations_title_trgm_fr_idx ON location_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX location_translations_title_trgm_en_idx ON location_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX sale_translations_title_trgm_fr_idx ON sale_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX sale_translations_title_trgm_en_idx ON sale_translations USING gin (immutable_unaccent(lower(title)) gin_trgm_ops) WHERE locale = 'en';
