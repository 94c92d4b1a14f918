ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
-- The orders before tickets were remembered count as printed: turning printing on does not print the past.
UPDATE "orders" SET "printed_at" = "created_at";
