CREATE TABLE "captures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "captures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages" integer,
	"fields" jsonb,
	"evidence" jsonb,
	"confidence" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "captures_status_check" CHECK ("captures"."status" in ('queued', 'reading', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captures_user_id_created_idx" ON "captures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "captures_waiting_idx" ON "captures" USING btree ("created_at") WHERE "captures"."status" in ('queued', 'reading');