DROP INDEX "auth_logs_username_created_idx";--> statement-breakpoint
CREATE INDEX "auth_logs_lower_username_created_idx" ON "auth_logs" USING btree (lower("username"),"created_at");