CREATE TABLE "planner_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"excluded_courses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"excluded_providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget" integer,
	"monthly_hours_limit" numeric(6, 2),
	"pinned_courses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"include_in_calendar" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "education_opportunities" ADD COLUMN "professions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "education_opportunities" ADD COLUMN "jurisdictions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "planner_preferences" ADD CONSTRAINT "planner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;