import {
  Award,
  Bell,
  BellRing,
  Calendar,
  ChartColumn,
  CircleHelp,
  CreditCard,
  Gauge,
  House,
  KeyRound,
  LayoutDashboard,
  Lightbulb,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  Palette,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
  Zap,
} from "lucide-react";

/** One page the navigation leads to. */
export interface NavEntry {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Open only with premium; otherwise shown disabled with a Premium badge. */
  premium?: boolean;
  /** Carries the unread notification badge. */
  unread?: boolean;
  /** Marked with a New badge. */
  isNew?: boolean;
}

/** A sidebar entry that expands to sub-pages; `path` is set when the entry is a page itself. */
export interface NavGroup {
  label: string;
  icon: LucideIcon;
  path?: string;
  /** Pages under this prefix keep the group expanded. */
  section: string;
  children: NavEntry[];
}

export type SidebarItem = NavEntry | NavGroup;

export function isNavGroup(item: SidebarItem): item is NavGroup {
  return "children" in item;
}

/** True on the section's own page and on every page below it. */
export function isInSection(location: string, section: string): boolean {
  return location === section || location.startsWith(`${section}/`);
}

const dashboard: NavEntry = { label: "Dashboard", path: "/", icon: LayoutDashboard };
const certifications: NavEntry = { label: "Certifications", path: "/certifications", icon: Award };
const calendar: NavEntry = { label: "Calendar", path: "/calendar", icon: Calendar };
const notifications: NavEntry = {
  label: "Notifications",
  path: "/notifications",
  icon: Bell,
  unread: true,
};
const opportunities: NavEntry = {
  label: "Opportunities",
  path: "/opportunities",
  icon: Lightbulb,
  premium: true,
};
const reports: NavEntry = { label: "Reports", path: "/reports", icon: ChartColumn, premium: true };

const settingsPages: NavEntry[] = [
  { label: "Profile", path: "/settings/profile", icon: UserRound },
  { label: "Security", path: "/settings/security", icon: ShieldCheck },
  { label: "Password", path: "/settings/password", icon: KeyRound },
  { label: "Alerts", path: "/settings/notifications", icon: BellRing },
  { label: "Theme", path: "/settings/appearance", icon: Palette },
  { label: "Help", path: "/settings/help", icon: CircleHelp },
];
const adminSettingsPages: NavEntry[] = [
  { label: "User Management", path: "/settings/users", icon: Users },
  { label: "System", path: "/settings/system", icon: Server },
];

/** The desktop sidebar of spec section 2, in its order; administrators see their entries too. */
export function sidebarItems(isAdmin: boolean): SidebarItem[] {
  const items: SidebarItem[] = [
    dashboard,
    certifications,
    calendar,
    notifications,
    opportunities,
    reports,
    { label: "Feedback", path: "/feedback", icon: MessageSquare },
    {
      label: "Settings",
      path: "/settings",
      icon: Settings,
      section: "/settings",
      children: isAdmin ? [...settingsPages, ...adminSettingsPages] : settingsPages,
    },
    { label: "Features Coming Soon", path: "/coming-soon", icon: Sparkles, isNew: true },
  ];
  if (!isAdmin) return items;
  return [
    ...items,
    { label: "Optimized View", path: "/certifications-optimized", icon: Zap },
    {
      label: "Admin",
      icon: Gauge,
      section: "/admin",
      children: [
        { label: "Dashboard", path: "/admin", icon: ListChecks },
        { label: "Auth Logs", path: "/admin/auth-logs", icon: ScrollText },
      ],
    },
  ];
}

/** The slide-in menu of the mobile layout. */
export const mobileMenuEntries: NavEntry[] = [
  { ...dashboard, label: "Home", icon: House },
  { ...certifications, label: "Certs" },
  calendar,
  notifications,
  opportunities,
  reports,
  { label: "Subscriptions", path: "/subscribe", icon: CreditCard },
  { label: "Settings", path: "/settings", icon: Settings },
];

/** The fixed bottom tab bar of the mobile layout. */
export const tabBarEntries: NavEntry[] = [
  { ...dashboard, label: "Home", icon: House },
  { ...certifications, label: "Certs" },
  calendar,
  notifications,
];
