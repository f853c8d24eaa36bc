import { sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import type { CreatedReminder } from "./create-due-reminders";
import { reminderText, reminderType } from "./reminder-texts";

const inAppMethods = new Set(["in-app", "both", "sms"]);

/**
 * The in-app notification of each reminder whose user reads reminders in the app, in one
 * statement however many: the rows, with their texts rendered here (reminder-texts.ts, shared
 * with the emails), travel as one JSON parameter.
 */
export async function notifyInApp(
  db: Database,
  created: CreatedReminder[],
  at: Date,
): Promise<number> {
  const rows = created
    .filter((reminder) => inAppMethods.has(reminder.method))
    .map((reminder) => ({
      userId: reminder.userId,
      certificationId: reminder.certificationId,
      deadlineKind: reminder.deadlineKind,
      deadlineDate: reminder.deadlineDate,
      type: reminderType(reminder),
      ...reminderText(reminder),
    }));
  if (rows.length === 0) return 0;
  await db.execute(sql`
    insert into notifications (user_id, certification_id, deadline_kind, deadline_date, type,
      title, message, created_at)
    select "userId", "certificationId", "deadlineKind", "deadlineDate", type, title, message,
      ${at.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as notice("userId" int,
      "certificationId" int, "deadlineKind" text, "deadlineDate" date, type text, title text,
      message text)`);
  return rows.length;
}
