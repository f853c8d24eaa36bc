-- Hand-written line: drizzle-kit writes no extensions. pg_trgm is trusted (PostgreSQL 13+),
-- so the database owner may create it. It goes to public whatever the search_path: a database
-- holds it once, and the indexes name public.gin_trgm_ops. Migrations wait on one advisory lock
-- per database (migrate.ts), so no two create it at the same moment. The indexes serve the
-- administrators' contains-searches (lower(…) like lower('%…%')).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" integer,
	"target_username" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user_disabled', 'user_enabled', 'premium_override_on', 'premium_override_off', 'admin_granted', 'admin_revoked', 'mfa_reset', 'verification_resent', 'setting_changed', 'admin_password_changed', 'admin_mfa_enabled', 'admin_mfa_disabled', 'feedback_updated', 'opportunity_created', 'opportunity_updated', 'opportunity_deleted', 'failed_messages_retried', 'certifications_exported'))
);
--> statement-breakpoint
ALTER TABLE "auth_logs" DROP CONSTRAINT "auth_logs_event_type_check";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_step_check";--> statement-breakpoint
DROP INDEX "certifications_expiration_date_idx";--> statement-breakpoint
DROP INDEX "certifications_reporting_period_end_idx";--> statement-breakpoint
ALTER TABLE "admin_credentials" ADD COLUMN "mfa_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admin_credentials" ADD COLUMN "mfa_last_used_step" integer;--> statement-breakpoint
ALTER TABLE "admin_login_attempts" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "admin_login_attempts" ADD COLUMN "user_id" integer;--> statement-breakpoint
-- Admin sessions now belong to the user who opened them; none were ever opened before.
DELETE FROM "admin_sessions";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_user_id_created_idx" ON "admin_audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "admin_login_attempts" ADD CONSTRAINT "admin_login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_login_attempts_lower_username_timestamp_idx" ON "admin_login_attempts" USING btree (lower("username"),"timestamp");--> statement-breakpoint
CREATE INDEX "admin_sessions_user_id_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_logs_user_sign_in_idx" ON "auth_logs" USING btree ("user_id","created_at") WHERE "auth_logs"."event_type" = 'login' and "auth_logs"."status" = 'success';--> statement-breakpoint
CREATE INDEX "auth_logs_status_created_idx" ON "auth_logs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "certifications_expiration_date_id_idx" ON "certifications" USING btree ("expiration_date","id");--> statement-breakpoint
CREATE INDEX "certifications_reporting_period_end_id_idx" ON "certifications" USING btree ("reporting_period_end","id");--> statement-breakpoint
CREATE INDEX "certifications_name_id_idx" ON "certifications" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "certifications_provider_id_idx" ON "certifications" USING btree (lower("provider"),"id");--> statement-breakpoint
CREATE INDEX "certifications_credits_earned_id_idx" ON "certifications" USING btree ("credits_earned","id");--> statement-breakpoint
CREATE INDEX "certifications_credits_required_id_idx" ON "certifications" USING btree ("credits_required","id");--> statement-breakpoint
CREATE INDEX "certifications_status_id_idx" ON "certifications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "certifications_status_expiration_idx" ON "certifications" USING btree ("status","expiration_date");--> statement-breakpoint
CREATE INDEX "certifications_active_expiration_credits_idx" ON "certifications" USING btree ("expiration_date","credits_required","credits_missing") WHERE "certifications"."status" = 'active';--> statement-breakpoint
CREATE INDEX "certifications_active_period_end_credits_idx" ON "certifications" USING btree ("reporting_period_end","expiration_date","credits_required","credits_missing") WHERE "certifications"."status" = 'active';--> statement-breakpoint
CREATE INDEX "certifications_name_trgm_idx" ON "certifications" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certifications_provider_trgm_idx" ON "certifications" USING gin (lower("provider") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_created_at_idx" ON "reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_admin_dashboard_idx" ON "users" USING btree ("subscription_status","is_enabled","is_admin","is_subscription_overridden");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) public.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "auth_logs" ADD CONSTRAINT "auth_logs_event_type_check" CHECK ("auth_logs"."event_type" in ('login', 'logout', 'lockout', 'mfa', 'mfa-setup', 'device', 'session', 'registration', 'email-change', 'phone-change', 'password-change', 'password-reset', 'admin-login'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_step_check" CHECK ("reminders"."step" in ('lead', 'passed', 'behind') or "reminders"."step" ~ '^[1-9][0-9]{0,2}d$');