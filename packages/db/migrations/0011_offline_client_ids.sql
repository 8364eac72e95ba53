ALTER TABLE "exam_sessions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_user_client_key" ON "exam_sessions" USING btree ("user_id","client_id");