CREATE TABLE "welcomed_phones" (
	"phone_tag" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
