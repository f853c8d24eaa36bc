CREATE TABLE "certification_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"received_date" date,
	"expiration_date" date,
	"reporting_period_start" date,
	"reporting_period_end" date,
	"credits_required" integer NOT NULL,
	"credits_earned" integer NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "education_credits_certification_id_idx";--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "certificate_file_id" text;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "education_credits" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_cycles" ADD CONSTRAINT "certification_cycles_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_cycles_cycle_key" ON "certification_cycles" USING btree ("certification_id","cycle");--> statement-breakpoint
ALTER TABLE "education_credits" ADD CONSTRAINT "education_credits_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_user_id_name_idx" ON "certifications" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "education_credits_certificate_file_id_idx" ON "education_credits" USING btree ("certificate_file_id");--> statement-breakpoint
CREATE INDEX "education_credits_certification_id_idx" ON "education_credits" USING btree ("certification_id","cycle");