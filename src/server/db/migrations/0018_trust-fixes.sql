-- Admin sessions opened before they were tied to a sign-in end now: the administrator signs in again.
DELETE FROM "admin_sessions";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "login_session_id" text;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "approval_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_tours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_login_session_id_idx" ON "admin_sessions" USING btree ("login_session_id");