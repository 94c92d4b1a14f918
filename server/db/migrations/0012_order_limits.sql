ALTER TABLE "orders" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the order limits that were constants become site data, with the same figures, and
-- orders above €300 wait for a manager's confirmation (a shop with its own data keeps it).
INSERT INTO "site_values" ("key", "value")
VALUES ('order_limits', '{"maxLines": 30, "maxQuantity": 30, "maxTotal": 100000, "confirmAbove": 30000}')
ON CONFLICT ("key") DO NOTHING;
