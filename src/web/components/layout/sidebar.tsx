import { BadgeCheck } from "lucide-react";
import { isNavGroup, sidebarFor } from "./nav-entries";
import { NavEntryLink } from "./nav-entry-link";
import { SidebarAccount } from "./sidebar-account";
import { SidebarGroup } from "./sidebar-group";
import { useNavAccess } from "./use-nav-access";

/** The desktop sidebar (768 px and wider): the main navigation and the account controls. */
export function Sidebar() {
  const access = useNavAccess();
  return (
    <aside
      aria-label="Sidebar"
      className="sticky top-0 hidden h-screen w-72 shrink-0 flex-col border-r bg-card md:flex lg:w-76"
    >
      <div className="flex h-16 shrink-0 items-center gap-2 border-b px-5 text-lg font-semibold">
        <BadgeCheck className="size-6 text-primary" aria-hidden="true" />
        CertMinder
      </div>
      <nav aria-label="Main" data-tour="sidebar-nav" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {sidebarFor(access.user).map((item) =>
            isNavGroup(item) ? (
              <SidebarGroup key={item.label} group={item} access={access} />
            ) : (
              <li key={item.path}>
                <NavEntryLink entry={item} access={access} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <SidebarAccount />
    </aside>
  );
}
