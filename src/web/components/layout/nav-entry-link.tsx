import { unreadBadgeText } from "@common/notifications";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { Link, useLocation } from "wouter";
import { LockedNavEntry } from "./locked-nav-entry";
import { type NavEntry, navEntryState } from "./nav-entry";
import { currentNavItemClass, navItemClass, navLabelClass } from "./nav-styles";
import { UnreadBadge } from "./unread-badge";
import type { NavAccess } from "./use-nav-access";

interface Props {
  entry: NavEntry;
  access: NavAccess;
  /** Called when the link is followed, e.g. to close the menu it sits in. */
  onNavigate?: () => void;
  className?: string;
}

/** One row of the sidebar or the mobile menu: a link, or a locked premium entry (see navEntryState). */
export function NavEntryLink({ entry, access, onNavigate, className }: Props) {
  const [location] = useLocation();
  if (navEntryState(entry, access.user) === "locked") {
    return <LockedNavEntry entry={entry} className={className} />;
  }
  const current = location === entry.path;
  const badge = entry.badge === "unread" ? unreadBadgeText(access.unreadCount) : null;
  const Icon = entry.icon;
  return (
    <Link
      href={entry.path}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
      className={cn(navItemClass, current && currentNavItemClass, className)}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={navLabelClass}>{entry.label}</span>
      {badge && <UnreadBadge text={badge} className="ml-auto shrink-0" />}
      {entry.badge === "new" && (
        <Badge variant="info" className="ml-auto shrink-0">
          New
        </Badge>
      )}
    </Link>
  );
}
