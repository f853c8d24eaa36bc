import type { AccessHolder } from "@common/access";
import { useUnreadNotificationCount } from "@web/hooks/use-notifications";
import { useUser } from "@web/hooks/use-user";

/** What the navigation needs to know: who is signed in (for each entry's access) and the unread count. */
export interface NavAccess {
  user: AccessHolder | null;
  unreadCount: number;
}

export function useNavAccess(): NavAccess {
  const { data: user } = useUser();
  const unreadCount = useUnreadNotificationCount();
  return { user: user ?? null, unreadCount };
}
