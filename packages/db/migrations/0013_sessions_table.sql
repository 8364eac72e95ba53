ALTER TABLE "exam_sessions" RENAME TO "sessions";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "exam_sessions_pkey" TO "sessions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "exam_sessions_user_id_users_id_fk" TO "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "answer_sets" RENAME CONSTRAINT "answer_sets_session_id_exam_sessions_id_fk" TO "answer_sets_session_id_sessions_id_fk";--> statement-breakpoint
ALTER INDEX "exam_sessions_user_client_key" RENAME TO "sessions_user_client_key";--> statement-breakpoint
ALTER INDEX "exam_sessions_user_started_idx" RENAME TO "sessions_user_started_idx";--> statement-breakpoint
ALTER INDEX "exam_sessions_exams_history_idx" RENAME TO "sessions_exams_history_idx";--> statement-breakpoint
ALTER INDEX "exam_sessions_practice_history_idx" RENAME TO "sessions_practice_history_idx";
