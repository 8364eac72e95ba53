CREATE TABLE "coach_dashboards" (
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"range" text NOT NULL,
	"basis" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "coach_dashboards_user_id_locale_range_pk" PRIMARY KEY("user_id","locale","range")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coach_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_dashboards" ADD CONSTRAINT "coach_dashboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;