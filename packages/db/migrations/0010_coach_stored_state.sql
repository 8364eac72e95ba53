CREATE TABLE "coach_population" (
	"fitted_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"fit" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"category_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_categories" (
	"user_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"evidence_weight" double precision NOT NULL,
	"evidence_right" double precision NOT NULL,
	"first_attempts" integer NOT NULL,
	"evidence_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "review_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answers" integer NOT NULL,
	"readiness" smallint,
	CONSTRAINT "review_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_days" ADD CONSTRAINT "review_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;