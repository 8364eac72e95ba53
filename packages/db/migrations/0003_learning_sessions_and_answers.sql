CREATE TABLE "answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"version" integer NOT NULL,
	"category_id" text NOT NULL,
	"correct" boolean NOT NULL,
	"chosen" text,
	"time_ms" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"transmission" text NOT NULL,
	"locale" text NOT NULL,
	"seed" integer NOT NULL,
	"category_id" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "user_category_stats" (
	"user_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_category_stats_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "user_question_stats" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"category_id" text NOT NULL,
	"attempts" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"last_correct" boolean NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_question_stats_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_category_stats" ADD CONSTRAINT "user_category_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_question_stats" ADD CONSTRAINT "user_question_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_user_time_idx" ON "answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "answers_session_idx" ON "answers" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_user_started_idx" ON "exam_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);