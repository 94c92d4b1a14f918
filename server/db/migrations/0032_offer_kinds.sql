ALTER TABLE "offers" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "with_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pay_for" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "zone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;