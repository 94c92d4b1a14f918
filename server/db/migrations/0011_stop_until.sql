ALTER TABLE "modifier_options" ADD COLUMN "unavailable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unavailable_until" timestamp with time zone;