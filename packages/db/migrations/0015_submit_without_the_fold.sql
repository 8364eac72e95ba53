ALTER TABLE "users" ADD COLUMN "coach_folded_version" integer;--> statement-breakpoint
ALTER TABLE "answer_sets" ADD COLUMN "coach_version" integer;--> statement-breakpoint
CREATE INDEX "answer_sets_user_version_idx" ON "answer_sets" USING btree ("user_id","coach_version");