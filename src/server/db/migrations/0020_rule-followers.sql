CREATE TABLE "rule_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"rule_set_key" text NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rule_changes_status_check" CHECK ("rule_changes"."status" in ('pending', 'applied', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_category_check";--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "rule_set_key" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "rule_set_version" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "rule_detached" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "rule_set_key" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "rule_set_version" integer;--> statement-breakpoint
ALTER TABLE "rule_changes" ADD CONSTRAINT "rule_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_changes" ADD CONSTRAINT "rule_changes_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_changes" ADD CONSTRAINT "rule_changes_to_version_fk" FOREIGN KEY ("rule_set_key","to_version") REFERENCES "public"."requirement_rules"("key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_changes_certification_version_key" ON "rule_changes" USING btree ("certification_id","rule_set_key","to_version");--> statement-breakpoint
CREATE INDEX "rule_changes_user_id_status_idx" ON "rule_changes" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_rule_set_fk" FOREIGN KEY ("rule_set_key","rule_set_version") REFERENCES "public"."requirement_rules"("key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_rule_set_fk" FOREIGN KEY ("rule_set_key","rule_set_version") REFERENCES "public"."requirement_rules"("key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_rule_set_idx" ON "certifications" USING btree ("rule_set_key","rule_set_version") WHERE "certifications"."rule_set_key" is not null;--> statement-breakpoint
CREATE INDEX "feedback_rule_set_idx" ON "feedback" USING btree ("rule_set_key") WHERE "feedback"."rule_set_key" is not null;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_rule_set_whole" CHECK (("certifications"."rule_set_key" is null) = ("certifications"."rule_set_version" is null));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_category_check" CHECK ("feedback"."category" in ('certifications', 'credits', 'dashboard', 'calendar', 'notifications', 'reports', 'account', 'requirement-rule', 'other'));