ALTER TABLE "notifications" ADD COLUMN "deadline_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deadline_date" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "archived_reason" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "reporting_period_ends_too" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_unread_reminder_idx" ON "notifications" USING btree ("certification_id") WHERE "notifications"."deadline_kind" is not null and "notifications"."is_read" = false and "notifications"."is_archived" = false;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_deadline_kind_check" CHECK ("notifications"."deadline_kind" in ('expiration', 'reporting_period_end'));--> statement-breakpoint
-- Hand-written data backfill (keep when regenerating): the notifications written by earlier
-- sweeps learn the deadline they are about from their reminder, written at the same moment.
UPDATE "notifications" n SET "deadline_kind" = r."deadline_kind", "deadline_date" = r."deadline_date"
FROM "reminders" r
WHERE n."deadline_kind" IS NULL AND r."certification_id" = n."certification_id"
  AND r."created_at" = n."created_at"
  AND ((n."type" = 'expiration' AND r."deadline_kind" = 'expiration' AND r."step" <> 'passed')
    OR (n."type" = 'due_date' AND r."deadline_kind" = 'reporting_period_end' AND r."step" <> 'passed')
    OR (n."type" = 'deadline_passed' AND r."step" = 'passed'
      AND (r."deadline_kind" = 'expiration') = (n."title" LIKE '% has expired')));
