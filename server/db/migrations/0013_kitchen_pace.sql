ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "queue_orders" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "queue_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pause_reason" jsonb;--> statement-breakpoint
-- Orders placed before the promise was stored: the time the board showed them with (the chosen
-- time, else placement plus the zone's delivery time, or 20 minutes for a pickup).
UPDATE "orders" SET "promised_at" = coalesce("scheduled_for", "created_at" + make_interval(mins => coalesce((SELECT "eta_minutes" FROM "regions" WHERE "regions"."id" = "orders"."region_id"), 20)));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "promised_at" SET NOT NULL;--> statement-breakpoint

ALTER TABLE "restaurants" ADD COLUMN "slot_orders" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "slot_amount" integer;--> statement-breakpoint
CREATE INDEX "orders_kitchen_promised_idx" ON "orders" USING btree ("restaurant_id","promised_at");