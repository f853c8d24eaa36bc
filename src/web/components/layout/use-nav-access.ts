import { hasPremium } from "@common/plan";
import { useUnreadNotificationCount } from "@web/hooks/use-notifications";
import { useUser } from "@web/hooks/use-user";

/** What the navigation needs to know about the signed-in user. */
export interface NavAccess {
  premium: boolean;
  isAdmin: boolean;
  unreadCount: number;
}

export function useNavAccess(): NavAccess {
  const { data: user } = useUser();
  const unreadCount = useUnreadNotificationCount();
  return {
    premium: user ? hasPremium(user) : false,
    isAdmin: user?.isAdmin === true,
    unreadCount,
  };
}
