CREATE TABLE "offer_uses" (
	"offer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "offer_uses_offer_id_order_id_pk" PRIMARY KEY("offer_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"category_id" integer,
	"code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"order_types" text DEFAULT 'any' NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer,
	"total_limit" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_uses_customer_idx" ON "offer_uses" USING btree ("customer_id","offer_id");