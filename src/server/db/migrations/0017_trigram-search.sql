-- Hand-written line: drizzle-kit writes no extensions. pg_trgm is trusted (PostgreSQL 13+),
-- so the database owner may create it. It goes to public whatever the search_path: a database
-- holds it once, and the indexes name public.gin_trgm_ops. Migrations wait on one advisory lock
-- per database (migrate.ts), so no two create it at the same moment. The indexes serve the
-- administrators' contains-searches (lower(…) like lower('%…%')).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE INDEX "certifications_name_trgm_idx" ON "certifications" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certifications_provider_trgm_idx" ON "certifications" USING gin (lower("provider") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) public.gin_trgm_ops);