ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_step_check";--> statement-breakpoint
DROP INDEX "certifications_expiration_date_idx";--> statement-breakpoint
DROP INDEX "certifications_reporting_period_end_idx";--> statement-breakpoint
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
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_created_at_idx" ON "reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_admin_dashboard_idx" ON "users" USING btree ("subscription_status","is_enabled","is_admin","is_subscription_overridden");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user_disabled', 'user_enabled', 'premium_override_on', 'premium_override_off', 'admin_granted', 'admin_revoked', 'mfa_reset', 'verification_resent', 'setting_changed', 'admin_password_changed', 'admin_mfa_enabled', 'admin_mfa_disabled', 'feedback_updated', 'opportunity_created', 'opportunity_updated', 'opportunity_deleted', 'failed_messages_retried', 'certifications_exported'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_step_check" CHECK ("reminders"."step" in ('lead', 'passed', 'behind') or "reminders"."step" ~ '^[1-9][0-9]{0,2}d$');