CREATE TABLE "offer_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_codes_offer_idx" ON "offer_codes" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_codes_order_idx" ON "offer_codes" USING btree ("order_id");--> statement-breakpoint
-- Orders placed before an order kept its offers' terms get them (a fix prices the offers again with them).
UPDATE "orders" SET "offers" = (
	SELECT coalesce(jsonb_agg(e.a || jsonb_build_object('value', o.value, 'categoryId', o.category_id) ORDER BY e.n), '[]'::jsonb)
	FROM jsonb_array_elements("orders"."offers") WITH ORDINALITY AS e(a, n)
	JOIN "offers" o ON o.id = (e.a->>'offerId')::int
) WHERE "offers" <> '[]'::jsonb AND ("offers"->0->'value') IS NULL;
