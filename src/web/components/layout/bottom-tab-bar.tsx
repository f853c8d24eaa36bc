import { unreadBadgeText } from "@common/notifications";
import { cn } from "@web/lib/cn";
import { Link, useLocation } from "wouter";
import { tabBarEntries } from "./nav-entries";
import { navEntryState } from "./nav-entry";
import { UnreadBadge } from "./unread-badge";
import { useNavAccess } from "./use-nav-access";

/** The fixed tab bar at the bottom of the mobile layout (under 768 px). */
export function BottomTabBar() {
  const [location] = useLocation();
  const { user, unreadCount } = useNavAccess();
  // No room to explain a locked tab: the bar holds only the pages the user may open.
  const entries = tabBarEntries.filter((entry) => navEntryState(entry, user) === "open");
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {entries.map((entry) => {
          const current = location === entry.path;
          const badge = entry.badge === "unread" ? unreadBadgeText(unreadCount) : null;
          const Icon = entry.icon;
          return (
            <li key={entry.path} className="min-w-0">
              <Link
                href={entry.path}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-1 px-0.5 py-2 text-[11px] leading-tight font-medium tracking-tight text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  current && "font-semibold text-primary",
                )}
              >
                <span className="relative">
                  <Icon className="size-5" aria-hidden="true" />
                  {badge && (
                    // Drawn on the icon; read after the label (below) so the name is "Notifications 3 unread".
                    <span aria-hidden="true">
                      <UnreadBadge text={badge} className="absolute -top-2 left-3" />
                    </span>
                  )}
                </span>
                {/* The spec's page names in full: sized to fit a 320 px phone, never cut to "Notificatio…". */}
                <span
                  className={cn(
                    "max-w-full text-center break-words",
                    current && "underline underline-offset-4",
                  )}
                >
                  {entry.label}
                </span>
                {badge && <span className="sr-only"> {badge} unread</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
