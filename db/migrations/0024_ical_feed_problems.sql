ALTER TABLE "ical_feeds" ADD COLUMN "problems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ical_feeds" DROP COLUMN "last_error";