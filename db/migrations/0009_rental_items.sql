ALTER TABLE "order_items" ADD COLUMN "tourist_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stay" jsonb;