ALTER TABLE "regions" ADD COLUMN "restaurant_id" integer;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each zone is cooked by the restaurant of the same name, else by the first restaurant.
UPDATE "regions" SET "restaurant_id" = (SELECT "id" FROM "restaurants" WHERE "restaurants"."slug" = "regions"."slug");--> statement-breakpoint
UPDATE "regions" SET "restaurant_id" = (SELECT "id" FROM "restaurants" ORDER BY "sort", "id" LIMIT 1) WHERE "restaurant_id" IS NULL;--> statement-breakpoint
-- Delivery orders placed before carried no kitchen: they belong to their zone's.
UPDATE "orders" SET "restaurant_id" = "regions"."restaurant_id" FROM "regions" WHERE "orders"."region_id" = "regions"."id" AND "orders"."restaurant_id" IS NULL;
