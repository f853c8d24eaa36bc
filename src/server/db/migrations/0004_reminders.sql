CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"deadline_kind" text NOT NULL,
	"deadline_date" date NOT NULL,
	"step" text NOT NULL,
	"sent_on" date NOT NULL,
	"credits_missing" integer NOT NULL,
	"method" text NOT NULL,
	"message_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "certification_id" integer;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_natural_key" ON "reminders" USING btree ("certification_id","deadline_kind","deadline_date","step");--> statement-breakpoint
CREATE INDEX "reminders_user_id_created_idx" ON "reminders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminders_message_pending_idx" ON "reminders" USING btree ("user_id") WHERE "reminders"."message_pending";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_certification_id_idx" ON "notifications" USING btree ("certification_id");