CREATE TABLE "requirement_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirement_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"profession" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"rule_set" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_rules_key_version_key" ON "requirement_rules" USING btree ("key","version");