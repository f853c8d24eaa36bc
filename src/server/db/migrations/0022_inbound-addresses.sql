CREATE TABLE "capture_mail_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capture_mail_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_on" date,
	"mailed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_mail_addresses" ADD CONSTRAINT "capture_mail_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_mail_addresses_user_id_key" ON "capture_mail_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capture_mail_addresses_token_hash_key" ON "capture_mail_addresses" USING btree ("token_hash");