import type { NotificationPreferences } from "@common/notification-preferences";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiRequest } from "@web/lib/api-client";

/** PATCH /api/user/notification-preferences: answers the user with the new preferences. */
export async function updateNotificationPreferences(
  changes: NotificationPreferences,
): Promise<PublicUser> {
  const response = await apiRequest("PATCH", "/api/user/notification-preferences", changes);
  return publicUserSchema.parse(await response.json());
}
