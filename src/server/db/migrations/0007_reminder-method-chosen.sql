ALTER TABLE "users" ADD COLUMN "reminder_method_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Data (hand-written): a user who already picked a method other than the default chose it;
-- only those still on the default in-app reminders are asked how to be reminded.
UPDATE "users" SET "reminder_method_chosen_at" = "updated_at" WHERE "notification_method" <> 'in-app';
