CREATE TABLE "report_share_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_share_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_id" integer NOT NULL,
	"action" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_share_accesses_action_check" CHECK ("report_share_accesses"."action" in ('viewed', 'transcript', 'packet'))
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "education_opportunities" ALTER COLUMN "credits" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "education_opportunities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "report_share_accesses" ADD CONSTRAINT "report_share_accesses_share_id_report_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."report_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_share_accesses_share_id_idx" ON "report_share_accesses" USING btree ("share_id","accessed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_token_hash_key" ON "report_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_shares_user_id_idx" ON "report_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_shares_certification_id_idx" ON "report_shares" USING btree ("certification_id");--> statement-breakpoint
-- Formats written before the list existed are read as the nearest one of the list.
UPDATE "education_opportunities" SET "format" = CASE
	WHEN lower("format") LIKE '%webinar%' THEN 'Webinar'
	WHEN lower("format") LIKE '%conference%' THEN 'Conference'
	WHEN lower("format") LIKE '%workshop%' OR lower("format") LIKE '%in person%' OR lower("format") LIKE '%in-person%' THEN 'Workshop'
	WHEN lower("format") LIKE '%self%' THEN 'Self-study'
	ELSE 'Online course'
END WHERE "format" NOT IN ('Online course', 'Webinar', 'Conference', 'Workshop', 'Self-study');--> statement-breakpoint
ALTER TABLE "education_opportunities" ADD CONSTRAINT "education_opportunities_format_check" CHECK ("education_opportunities"."format" in ('Online course', 'Webinar', 'Conference', 'Workshop', 'Self-study'));