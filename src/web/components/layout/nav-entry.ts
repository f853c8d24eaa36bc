import { type AccessHolder, accessRefusal } from "@common/access";
import type { AppPage, MenuPage } from "@web/app-pages";
import type { LucideIcon } from "lucide-react";

/** One page a menu leads to, as that menu names it; who sees it comes from the page. */
export interface NavEntry extends Pick<AppPage, "path" | "access" | "badge"> {
  label: string;
  icon: LucideIcon;
}

/** The entry for `page`, under its own title and icon unless this menu names it otherwise. */
export function navEntry(page: MenuPage, naming: { label?: string; icon?: LucideIcon } = {}) {
  const { path, access, badge, title, icon } = page;
  return { path, access, badge, label: title, icon, ...naming } satisfies NavEntry;
}

/**
 * How a menu shows an entry to `user`: a link to a page they may open; locked, with the Premium
 * badge, when premium would open it; otherwise not at all.
 */
export type NavEntryState = "open" | "locked" | "hidden";

export function navEntryState(entry: NavEntry, user: AccessHolder | null): NavEntryState {
  const refusal = accessRefusal(entry.access, user);
  if (refusal === null) return "open";
  return refusal === "premium" ? "locked" : "hidden";
}

/** The entries `user` sees, in order. */
export function shownEntries(entries: NavEntry[], user: AccessHolder | null): NavEntry[] {
  return entries.filter((entry) => navEntryState(entry, user) !== "hidden");
}

/** True on the section's own page and on every page below it. */
export function isInSection(location: string, section: string): boolean {
  return location === section || location.startsWith(`${section}/`);
}
