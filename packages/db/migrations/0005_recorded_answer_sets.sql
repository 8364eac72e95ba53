-- A finished session's answers become one row of parallel arrays (decision 0014). The per-answer
-- table and both rollups go; what they held is kept: each session's answers move into one set,
-- in the order they were recorded, and the rollups are computed from the sets on read.
CREATE TABLE "answer_sets" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"question_ids" text[] NOT NULL,
	"versions" integer[] NOT NULL,
	"category_ids" text[] NOT NULL,
	"correct" boolean[] NOT NULL,
	"chosen" text[] NOT NULL,
	"time_ms" integer[] NOT NULL,
	"answered_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "answer_sets" ("session_id", "user_id", "finished_at", "question_ids", "versions",
	"category_ids", "correct", "chosen", "time_ms", "answered_at")
SELECT a."session_id", min(a."user_id"::text)::uuid,
	coalesce(min(s."finished_at"), max(a."answered_at")),
	array_agg(a."question_id" ORDER BY a."id"), array_agg(a."version" ORDER BY a."id"),
	array_agg(a."category_id" ORDER BY a."id"), array_agg(a."correct" ORDER BY a."id"),
	array_agg(a."chosen" ORDER BY a."id"), array_agg(a."time_ms" ORDER BY a."id"),
	array_agg(a."answered_at" ORDER BY a."id")
FROM "answers" a JOIN "exam_sessions" s ON s."id" = a."session_id"
GROUP BY a."session_id";
--> statement-breakpoint
DROP TABLE "answers" CASCADE;--> statement-breakpoint
DROP TABLE "user_category_stats" CASCADE;--> statement-breakpoint
DROP TABLE "user_question_stats" CASCADE;--> statement-breakpoint
ALTER TABLE "answer_sets" ADD CONSTRAINT "answer_sets_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_sets_user_finished_idx" ON "answer_sets" USING btree ("user_id","finished_at");--> statement-breakpoint
-- One row per answer, as the dropped table had them. A condition on user_id is pushed down to
-- answer_sets' index.
CREATE VIEW "answers" AS
SELECT s."user_id", s."session_id", a."question_id", a."version", a."category_id", a."correct",
	a."chosen", a."time_ms", a."answered_at"
FROM "answer_sets" s
CROSS JOIN LATERAL unnest(s."question_ids", s."versions", s."category_ids", s."correct",
	s."chosen", s."time_ms", s."answered_at")
	AS a("question_id", "version", "category_id", "correct", "chosen", "time_ms", "answered_at");
--> statement-breakpoint
-- Room on each page for the row a finish rewrites, so the update stays on its page and touches
-- no index (a heap-only update).
ALTER TABLE "exam_sessions" SET (fillfactor = 80);
