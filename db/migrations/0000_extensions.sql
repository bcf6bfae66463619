-- Extensions that drizzle-kit cannot express: range exclusion (bookings), trigram similarity and accent-insensitive search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
