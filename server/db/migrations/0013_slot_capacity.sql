ALTER TABLE "restaurants" ADD COLUMN "slot_orders" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "slot_amount" integer;--> statement-breakpoint
CREATE INDEX "orders_kitchen_promised_idx" ON "orders" USING btree ("restaurant_id","promised_at");