ALTER TABLE "products" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_since" timestamp with time zone;