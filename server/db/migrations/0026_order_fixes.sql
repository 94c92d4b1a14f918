CREATE TABLE "order_fixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"modifiers" jsonb NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"total_before" integer NOT NULL,
	"total_after" integer NOT NULL,
	"bonus_returned" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"refund_transaction_id" text,
	"status" text NOT NULL,
	"staff_id" integer,
	"texted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fixes" ADD CONSTRAINT "order_fixes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fixes" ADD CONSTRAINT "order_fixes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fixes_order_idx" ON "order_fixes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_fixes_pending_idx" ON "order_fixes" USING btree ("order_id") WHERE "order_fixes"."status" = 'pending';