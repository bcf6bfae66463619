CREATE TABLE "data_key_check" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_key_check_one_row" CHECK ("data_key_check"."id" = 1)
);
