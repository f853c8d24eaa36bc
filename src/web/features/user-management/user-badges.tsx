import { type ManagedUser, userPlanLabels } from "@common/user-management";
import { Badge } from "@web/components/ui/badge";

/** Status, plan and role, in words as well as colour. */
export function UserBadges({ user }: { user: ManagedUser }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {user.status === "enabled" ? (
        <Badge variant="success">Enabled</Badge>
      ) : (
        <Badge variant="danger">Disabled</Badge>
      )}
      <Badge variant={user.plan === "free" ? "outline" : "info"}>{userPlanLabels[user.plan]}</Badge>
      {user.plan === "premium" && user.isSubscriptionOverridden && (
        <Badge variant="info">{userPlanLabels.override}</Badge>
      )}
      {user.isAdmin && <Badge>Admin</Badge>}
    </div>
  );
}

/** "Authenticator app", "Text message" or "Off". */
export function mfaText(user: ManagedUser): string {
  if (!user.mfaEnabled) return "Off";
  return user.mfaType === "app" ? "Authenticator app" : "Text message";
}
