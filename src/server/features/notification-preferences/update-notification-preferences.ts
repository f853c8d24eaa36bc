import {
  type NotificationPreferences,
  notificationPreferencesMessages,
} from "@common/notification-preferences";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";

/** A method is only open when the user can be reached that way. */
function refuseUnreachableMethod(
  user: UserRow,
  method: NotificationPreferences["notificationMethod"],
): void {
  if (method === "sms" && !user.phoneVerified) {
    throw new HttpError(400, notificationPreferencesMessages.smsNeedsVerifiedPhone);
  }
  if ((method === "email" || method === "both") && !user.email) {
    throw new HttpError(400, notificationPreferencesMessages.emailNeedsAddress);
  }
}

/** Saving a method is the answer to how the user wants to be reminded. */
function methodChosen(
  given: NotificationPreferences,
  now: Date,
): { reminderMethodChosenAt?: Date } {
  return given.notificationMethod === undefined ? {} : { reminderMethodChosenAt: now };
}

/**
 * Sets the reminder preferences given; absent ones stay. A method given, even the one kept,
 * answers "How should we remind you?" for good (reminderMethodChosenAt). Reminders already
 * sent are kept: the new preferences apply to the reminders still to come.
 */
export async function updateNotificationPreferences(
  { db, clock }: ServiceDeps,
  user: UserRow,
  changes: NotificationPreferences,
): Promise<UserRow> {
  refuseUnreachableMethod(user, changes.notificationMethod);
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as NotificationPreferences;
  if (Object.keys(given).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...given, ...methodChosen(given, clock.now()), updatedAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new HttpError(404, "Not found");
  return updated;
}
