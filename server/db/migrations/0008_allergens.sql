ALTER TABLE "modifier_options" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[];