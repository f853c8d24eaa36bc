import { planLabel } from "@common/plan-label";
import { Badge } from "@web/components/ui/badge";
import { useUser } from "@web/hooks/use-user";
import { cn } from "@web/lib/cn";
import { CreditCard, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { LogOutButton } from "./log-out-button";
import { currentNavItemClass, navItemClass, navLabelClass } from "./nav-styles";
import { SubscriptionStatusBadge } from "./subscription-status-badge";
import { userDisplayName } from "./user-display-name";

/** The foot of the sidebar: subscription, who is signed in, and Log out. */
export function SidebarAccount() {
  const { data: user } = useUser();
  const [location] = useLocation();
  if (!user) return null;
  const current = location === "/subscribe";
  return (
    <div className="flex flex-col gap-2 border-t p-3">
      <p className="flex items-center justify-between gap-2 px-3 text-sm text-muted-foreground">
        Subscription status
        <SubscriptionStatusBadge status={user.subscriptionStatus} />
      </p>
      <p className="flex items-center justify-between gap-2 px-3 text-sm text-muted-foreground">
        Plan
        <span className="font-medium text-foreground">{planLabel(user)}</span>
      </p>
      <Link
        href="/subscribe"
        aria-current={current ? "page" : undefined}
        className={cn(navItemClass, current && currentNavItemClass)}
      >
        <CreditCard className="size-4 shrink-0" aria-hidden="true" />
        <span className={navLabelClass}>Manage subscription</span>
      </Link>
      <p className="flex min-w-0 items-center gap-2 px-3 py-1 text-sm">
        <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className={cn(navLabelClass, "font-medium")}>{userDisplayName(user)}</span>
        {user.isAdmin && (
          <Badge variant="secondary" className="shrink-0">
            Admin
          </Badge>
        )}
      </p>
      <div className="px-3">
        <LogOutButton />
      </div>
    </div>
  );
}
