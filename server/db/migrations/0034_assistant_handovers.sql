CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "handovers_token_hash_unique" UNIQUE("token_hash")
);
