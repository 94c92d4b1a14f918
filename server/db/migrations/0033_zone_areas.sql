ALTER TABLE "orders" ADD COLUMN "point" jsonb;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "area" jsonb;