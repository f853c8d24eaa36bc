CREATE INDEX "certifications_status_expiration_idx" ON "certifications" USING btree ("status","expiration_date");--> statement-breakpoint
CREATE INDEX "certifications_active_expiration_credits_idx" ON "certifications" USING btree ("expiration_date","credits_required","credits_missing") WHERE "certifications"."status" = 'active';--> statement-breakpoint
CREATE INDEX "certifications_active_period_end_credits_idx" ON "certifications" USING btree ("reporting_period_end","expiration_date","credits_required","credits_missing") WHERE "certifications"."status" = 'active';--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_created_at_idx" ON "reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_admin_dashboard_idx" ON "users" USING btree ("subscription_status","is_enabled","is_admin","is_subscription_overridden");