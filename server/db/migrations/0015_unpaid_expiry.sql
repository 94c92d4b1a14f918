ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_sms_status" text;--> statement-breakpoint
-- Unpaid card orders placed before the rule get the default 20 minutes from their placement.
UPDATE "orders" SET "pay_by" = "created_at" + interval '20 minutes' WHERE "status" IN ('awaiting_payment', 'payment_failed');--> statement-breakpoint
-- An order texted before took its status as told: no second text for it.
UPDATE "orders" SET "status_sms_status" = "status" WHERE "status_sms_at" IS NOT NULL;
