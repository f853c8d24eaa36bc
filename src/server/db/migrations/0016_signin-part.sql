ALTER TABLE "auth_logs" DROP CONSTRAINT "auth_logs_event_type_check";--> statement-breakpoint
ALTER TABLE "admin_credentials" ADD COLUMN "mfa_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admin_credentials" ADD COLUMN "mfa_last_used_step" integer;--> statement-breakpoint
ALTER TABLE "auth_logs" ADD CONSTRAINT "auth_logs_event_type_check" CHECK ("auth_logs"."event_type" in ('login', 'logout', 'lockout', 'mfa', 'mfa-setup', 'device', 'session', 'registration', 'email-change', 'phone-change', 'password-change', 'password-reset', 'admin-login'));