CREATE TABLE "illustrations" (
	"hash" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
