CREATE TABLE "certification_paces" (
	"certification_id" integer PRIMARY KEY NOT NULL,
	"checked_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_changes" (
	"user_id" integer NOT NULL,
	"sweep_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sweep_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"reminder_days" jsonb NOT NULL,
	"paces_pending" boolean NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_reminder_idx";--> statement-breakpoint
ALTER TABLE "certification_paces" ADD CONSTRAINT "certification_paces_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_changes_sweep_from_idx" ON "reminder_changes" USING btree ("sweep_from");--> statement-breakpoint
-- Hand-written: the days paces were judged move to their own table.
INSERT INTO "certification_paces" ("certification_id", "checked_on")
SELECT "id", "pace_checked_on" FROM "certifications" WHERE "pace_checked_on" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" DROP COLUMN "pace_checked_on";
--> statement-breakpoint
-- Hand-written: the triggers that tell the reminder sweep whose reminders may have changed.
CREATE FUNCTION "reminder_changes_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO reminder_changes (user_id, sweep_from)
    SELECT DISTINCT user_id, '-infinity'::timestamptz FROM old_rows;
  ELSIF TG_TABLE_NAME = 'certifications' THEN
    -- A new certification: at once, and when its pace may be judged (24 hours after it).
    INSERT INTO reminder_changes (user_id, sweep_from)
    SELECT user_id, '-infinity'::timestamptz FROM new_rows
    UNION SELECT user_id, created_at + interval '24 hours' FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reminder_change_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    INSERT INTO reminder_changes (user_id, sweep_from) VALUES (NEW.id, '-infinity');
  ELSE
    INSERT INTO reminder_changes (user_id, sweep_from) VALUES (NEW.user_id, '-infinity');
    IF OLD.user_id <> NEW.user_id THEN
      INSERT INTO reminder_changes (user_id, sweep_from) VALUES (OLD.user_id, '-infinity');
    END IF;
    IF TG_TABLE_NAME = 'certifications' THEN
      INSERT INTO reminder_changes (user_id, sweep_from)
      VALUES (NEW.user_id, NEW.created_at + interval '24 hours');
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "certifications_added_reminder_changes" AFTER INSERT ON "certifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reminder_changes_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "certifications_deleted_reminder_changes" AFTER DELETE ON "certifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reminder_changes_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "certifications_changed_reminder_changes" AFTER UPDATE ON "certifications"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "reminder_change_of_row"();
--> statement-breakpoint
CREATE TRIGGER "users_changed_reminder_changes" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.is_enabled, OLD.time_zone, OLD.notify_expirations, OLD.notify_due_dates,
    OLD.notify_days_in_advance, OLD.notification_method)
    IS DISTINCT FROM (NEW.is_enabled, NEW.time_zone, NEW.notify_expirations, NEW.notify_due_dates,
    NEW.notify_days_in_advance, NEW.notification_method))
  EXECUTE FUNCTION "reminder_change_of_row"();
--> statement-breakpoint
CREATE TRIGGER "reminders_deleted_reminder_changes" AFTER DELETE ON "reminders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reminder_changes_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "reminders_changed_reminder_changes" AFTER UPDATE ON "reminders"
  FOR EACH ROW WHEN ((OLD.user_id, OLD.certification_id, OLD.deadline_kind, OLD.deadline_date,
    OLD.step) IS DISTINCT FROM (NEW.user_id, NEW.certification_id, NEW.deadline_kind,
    NEW.deadline_date, NEW.step))
  EXECUTE FUNCTION "reminder_change_of_row"();
--> statement-breakpoint
-- A reminder notification made unread again, or given another deadline, is judged again.
CREATE TRIGGER "notifications_changed_reminder_changes" AFTER UPDATE ON "notifications"
  FOR EACH ROW WHEN (NEW.deadline_kind IS NOT NULL AND NOT NEW.is_read AND NOT NEW.is_archived
    AND (OLD.is_read OR OLD.is_archived OR OLD.user_id <> NEW.user_id
      OR (OLD.certification_id, OLD.deadline_kind, OLD.deadline_date)
        IS DISTINCT FROM (NEW.certification_id, NEW.deadline_kind, NEW.deadline_date)))
  EXECUTE FUNCTION "reminder_change_of_row"();
