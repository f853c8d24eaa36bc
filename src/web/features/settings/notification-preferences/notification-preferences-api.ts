import type { NotificationPreferences } from "@common/notification-preferences";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiSend } from "@web/lib/api-client";

/**
 * The preferences are fields of the signed-in user, so this feature reads nothing of its own:
 * its one change answers the user, which goes into the user's query (hooks/use-user).
 */

/** PATCH /api/user/notification-preferences: answers the user with the new preferences. */
export function updateNotificationPreferences(
  changes: NotificationPreferences,
): Promise<PublicUser> {
  return apiSend("PATCH", "/api/user/notification-preferences", publicUserSchema, changes);
}
