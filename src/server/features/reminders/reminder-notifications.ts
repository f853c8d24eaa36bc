import type { Database } from "../../db/open";
import { notifications } from "../../db/schema";
import type { CreatedReminder } from "./create-due-reminders";
import { reminderText, reminderType } from "./reminder-texts";

const inAppMethods = new Set(["in-app", "both", "sms"]);
const rowsPerInsert = 500;

/** The in-app notification of each reminder whose user reads reminders in the app. */
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
      createdAt: at,
    }));
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db.insert(notifications).values(rows.slice(start, start + rowsPerInsert));
  }
  return rows.length;
}
