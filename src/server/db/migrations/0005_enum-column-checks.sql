ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('added', 'credit_added', 'completed', 'renewed'));--> statement-breakpoint
ALTER TABLE "auth_logs" ADD CONSTRAINT "auth_logs_event_type_check" CHECK ("auth_logs"."event_type" in ('login', 'logout', 'lockout', 'mfa', 'mfa-setup', 'device', 'session', 'registration', 'email-change', 'phone-change', 'password-change', 'password-reset'));--> statement-breakpoint
ALTER TABLE "auth_logs" ADD CONSTRAINT "auth_logs_status_check" CHECK ("auth_logs"."status" in ('success', 'failure'));--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_status_check" CHECK ("certifications"."status" in ('active', 'inactive', 'expired'));--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_credits_unit_check" CHECK ("certifications"."credits_unit" in ('hours', 'CEUs', 'credits', 'points', 'contact hours'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('bug', 'feature', 'general'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_category_check" CHECK ("feedback"."category" in ('certifications', 'credits', 'dashboard', 'calendar', 'notifications', 'reports', 'account', 'other'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('pending', 'reviewed', 'planned', 'resolved', 'closed'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('avatar', 'logo', 'certificate'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'logged'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_deadline_kind_check" CHECK ("reminders"."deadline_kind" in ('expiration', 'reporting_period_end'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_step_check" CHECK ("reminders"."step" in ('lead', '7d', '1d', 'passed'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_method_check" CHECK ("reminders"."method" in ('in-app', 'email', 'both', 'sms'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mfa_type_check" CHECK ("users"."mfa_type" in ('app', 'sms'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_status_check" CHECK ("users"."subscription_status" in ('inactive', 'active', 'incomplete', 'incomplete_expired', 'trialing', 'past_due', 'canceled', 'unpaid', 'paused'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_notification_method_check" CHECK ("users"."notification_method" in ('in-app', 'email', 'both', 'sms'));--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_type_check" CHECK ("verification_codes"."type" in ('signup', 'password-reset', 'email-change', 'phone', 'mfa-setup', 'mfa-login'));