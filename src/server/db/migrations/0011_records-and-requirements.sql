CREATE TABLE "credit_certifications" (
	"credit_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	CONSTRAINT "credit_certifications_credit_id_certification_id_pk" PRIMARY KEY("credit_id","certification_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirement_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"credits_required" numeric(10, 2) NOT NULL,
	"credits_unit" text NOT NULL,
	"requirements" jsonb DEFAULT '{"categories":[],"carryOver":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_templates_credits_unit_check" CHECK ("requirement_templates"."credits_unit" in ('hours', 'CEUs', 'credits', 'points', 'contact hours'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_step_check";--> statement-breakpoint
ALTER TABLE "education_credits" DROP CONSTRAINT "education_credits_certification_id_certifications_id_fk";
--> statement-breakpoint
DROP INDEX "education_credits_certification_id_idx";--> statement-breakpoint
ALTER TABLE "certification_cycles" ALTER COLUMN "credits_required" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "certification_cycles" ALTER COLUMN "credits_earned" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "certifications" ALTER COLUMN "credits_required" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "certifications" ALTER COLUMN "credits_earned" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "education_credits" ALTER COLUMN "credits" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "credits_missing" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD COLUMN "credits_missing" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD COLUMN "requirements" jsonb DEFAULT '{"categories":[],"carryOver":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD COLUMN "document_file_id" text;--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "credits_missing" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "categories_missing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "requirements" jsonb DEFAULT '{"categories":[],"carryOver":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "issuing_body" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "renewal_url" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "renewal_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "document_file_id" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "pace_checked_on" date;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "categories_missing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_certifications" ADD CONSTRAINT "credit_certifications_credit_id_education_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."education_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_certifications" ADD CONSTRAINT "credit_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_templates" ADD CONSTRAINT "requirement_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_certifications_certification_id_idx" ON "credit_certifications" USING btree ("certification_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_templates_user_id_name_key" ON "requirement_templates" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD CONSTRAINT "certification_cycles_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_credits" ADD CONSTRAINT "education_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_credits_user_id_idx" ON "education_credits" USING btree ("user_id");--> statement-breakpoint
UPDATE "education_credits" SET "user_id" = "certifications"."user_id" FROM "certifications" WHERE "certifications"."id" = "education_credits"."certification_id";--> statement-breakpoint
ALTER TABLE "education_credits" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "credit_certifications" ("credit_id", "certification_id", "cycle") SELECT "id", "certification_id", "cycle" FROM "education_credits";--> statement-breakpoint
ALTER TABLE "education_credits" DROP COLUMN "certification_id";--> statement-breakpoint
ALTER TABLE "education_credits" DROP COLUMN "cycle";--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_renewal_fee_nonnegative" CHECK ("certifications"."renewal_fee" >= 0);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('avatar', 'logo', 'certificate', 'document'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_step_check" CHECK ("reminders"."step" in ('lead', '7d', '1d', 'passed', 'behind'));--> statement-breakpoint
-- A credit completed outside its cycle's reporting period no longer counts toward it. Finished
-- cycles are kept as they were recorded.
UPDATE "certifications" SET "credits_earned" = coalesce((
  SELECT sum("education_credits"."credits")
  FROM "credit_certifications"
  JOIN "education_credits" ON "education_credits"."id" = "credit_certifications"."credit_id"
  WHERE "credit_certifications"."certification_id" = "certifications"."id"
    AND "credit_certifications"."cycle" = "certifications"."cycle"
    AND ("certifications"."reporting_period_start" IS NULL OR "education_credits"."completion_date" >= "certifications"."reporting_period_start")
    AND ("certifications"."reporting_period_end" IS NULL OR "education_credits"."completion_date" <= "certifications"."reporting_period_end")
), 0);--> statement-breakpoint
UPDATE "certifications" SET "credits_missing" = greatest("credits_required" - "credits_earned", 0);--> statement-breakpoint
UPDATE "certification_cycles" SET "credits_missing" = greatest("credits_required" - "credits_earned", 0);
