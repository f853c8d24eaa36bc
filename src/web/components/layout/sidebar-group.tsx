import { cn } from "@web/lib/cn";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "wouter";
import type { NavGroup } from "./nav-entries";
import { isInSection } from "./nav-entry";
import { NavEntryLink } from "./nav-entry-link";
import { navItemClass, navLabelClass } from "./nav-styles";
import type { NavAccess } from "./use-nav-access";
import { useSectionExpanded } from "./use-section-expanded";

/**
 * An entry with sub-pages. When the entry is a page itself (Settings) its link sits beside a
 * toggle button; otherwise (Admin) the entry is the toggle.
 */
export function SidebarGroup({ group, access }: { group: NavGroup; access: NavAccess }) {
  const [location] = useLocation();
  const { expanded, toggle } = useSectionExpanded(isInSection(location, group.section));
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  // A short window (800 px) cannot show every entry with a group open: the menu scrolls so the
  // whole opened list shows, rather than leaving its last entries cut off at the bottom.
  useEffect(() => {
    if (expanded) list.current?.scrollIntoView({ block: "nearest" });
  }, [expanded]);
  const chevron = (
    <ChevronDown
      className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")}
      aria-hidden="true"
    />
  );
  const Icon = group.icon;
  return (
    <li>
      {group.page ? (
        <div className="flex items-center gap-1">
          <NavEntryLink entry={group.page} access={access} />
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`${group.label} pages`}
            onClick={toggle}
            className={cn(navItemClass, "w-auto shrink-0 px-2")}
          >
            {chevron}
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggle}
          className={navItemClass}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className={navLabelClass}>{group.label}</span>
          <span className="ml-auto shrink-0">{chevron}</span>
        </button>
      )}
      <ul
        ref={list}
        id={listId}
        hidden={!expanded}
        className="mt-1 ml-5 flex flex-col gap-1 border-l pl-2"
      >
        {group.children.map((entry) => (
          <li key={entry.path}>
            <NavEntryLink entry={entry} access={access} />
          </li>
        ))}
      </ul>
    </li>
  );
}
