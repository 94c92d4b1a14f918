CREATE TABLE "image_variants" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "image_variants_key_width_format_pk" PRIMARY KEY("key","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_key_images_key_fk" FOREIGN KEY ("key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;