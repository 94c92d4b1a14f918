ALTER TABLE "customers" ADD COLUMN "status_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_sms_at" timestamp with time zone;