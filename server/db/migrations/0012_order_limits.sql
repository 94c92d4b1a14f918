ALTER TABLE "orders" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;
