import type { AccessHolder } from "@common/access";
import { appPages } from "@web/app-pages";
import { Gauge, House } from "lucide-react";
import { type NavEntry, navEntry, navEntryState, shownEntries } from "./nav-entry";

/**
 * A sidebar entry that expands to sub-pages, shown while `user` sees one of them; `page` is
 * set when the entry is a page itself (Settings), otherwise (Admin) it only toggles.
 */
export interface NavGroup {
  label: string;
  icon: NavEntry["icon"];
  page?: NavEntry;
  /** Pages under this prefix keep the group expanded. */
  section: string;
  children: NavEntry[];
}

export type SidebarItem = NavEntry | NavGroup;

export function isNavGroup(item: SidebarItem): item is NavGroup {
  return "children" in item;
}

const dashboard = navEntry(appPages.dashboard);
const certifications = navEntry(appPages.certifications);
const calendar = navEntry(appPages.calendar);
const notifications = navEntry(appPages.notifications);
const opportunities = navEntry(appPages.opportunities);
const planner = navEntry(appPages.planner);
const reports = navEntry(appPages.reports);
const home = navEntry(appPages.dashboard, { label: "Home", icon: House });
const certs = navEntry(appPages.certifications, { label: "Certs" });
const settings = navEntry(appPages.settings);

/** The desktop sidebar of spec section 2, in its order, administrators' entries included. */
export const sidebarItems: SidebarItem[] = [
  dashboard,
  certifications,
  calendar,
  notifications,
  opportunities,
  planner,
  reports,
  navEntry(appPages.feedback),
  {
    label: settings.label,
    icon: settings.icon,
    page: settings,
    section: "/settings",
    children: [
      appPages.profile,
      appPages.security,
      appPages.password,
      appPages.alerts,
      appPages.theme,
      appPages.help,
      // Beside the spec's six: export, import and backup are settings of the account too.
      appPages.yourData,
      appPages.userManagement,
      appPages.system,
    ].map((page) => navEntry(page)),
  },
  navEntry(appPages.comingSoon),
  navEntry(appPages.certificationsOptimized),
  {
    label: "Admin",
    icon: Gauge,
    section: "/admin",
    children: [
      navEntry(appPages.adminDashboard, { label: "Dashboard" }),
      navEntry(appPages.authLogs),
      navEntry(appPages.adminFeedback, { label: "Feedback" }),
      navEntry(appPages.adminRequirementLibrary, { label: "Rule sets" }),
      navEntry(appPages.opportunityCatalog, { label: "Opportunities" }),
    ],
  },
];

/** The sidebar as `user` sees it: groups keep the sub-pages shown to them, and show while any is. */
export function sidebarFor(user: AccessHolder | null): SidebarItem[] {
  return sidebarItems.flatMap((item): SidebarItem[] => {
    if (!isNavGroup(item)) return shownEntries([item], user);
    const page = item.page && navEntryState(item.page, user) !== "hidden" ? item.page : undefined;
    const children = shownEntries(item.children, user);
    return page || children.length > 0 ? [{ ...item, page, children }] : [];
  });
}

/** The slide-in menu of the mobile layout. */
export const mobileMenuEntries: NavEntry[] = [
  home,
  certs,
  calendar,
  notifications,
  opportunities,
  planner,
  reports,
  navEntry(appPages.subscribe, { label: "Subscriptions" }),
  settings,
];

/**
 * The slide-in menu's "Administration" group, after the spec's entries: the spec's phone menu
 * names no admin page, and an operator on a phone still needs them. Only administrators see it.
 */
export const mobileAdminEntries: NavEntry[] = [
  appPages.adminDashboard,
  appPages.authLogs,
  appPages.adminFeedback,
  appPages.adminRequirementLibrary,
  appPages.opportunityCatalog,
  appPages.userManagement,
  appPages.system,
  appPages.certificationsOptimized,
].map((page) => navEntry(page));

/** The fixed bottom tab bar of the mobile layout. */
export const tabBarEntries: NavEntry[] = [home, certs, calendar, notifications];
