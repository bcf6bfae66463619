ALTER TABLE "orders" ADD COLUMN "agreement" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreement_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
CREATE INDEX "orders_agreement_idx" ON "orders" USING btree ("agreement") WHERE "orders"."agreement" = 'requested';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resume_token_hash_unique" UNIQUE("resume_token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agreement_known" CHECK ("orders"."agreement" is null or "orders"."agreement" in ('requested', 'agreed', 'refused'));