import { type Access, type AccessHolder, accessRefusal } from "@common/access";
import { appPageList } from "@web/app-pages";
import {
  isNavGroup,
  mobileAdminEntries,
  mobileMenuEntries,
  type SidebarItem,
  sidebarFor,
  sidebarItems,
  tabBarEntries,
} from "@web/components/layout/nav-entries";
import { type NavEntry, navEntryState } from "@web/components/layout/nav-entry";
import {
  settingsSections,
  settingsSectionsFor,
} from "@web/features/settings/hub/settings-sections";
import { describe, expect, it } from "vitest";

/** Spec sections 2 and 6, with the premium, administrator and test-mode payment pages. */
const specRoutes: Record<string, Access> = {
  "/auth": "signed-out",
  "/forgot-password": "public",
  "/shared/:token": "public",
  "/developers/api": "public",
  "/": "signed-in",
  "/certifications": "signed-in",
  "/certifications/:id": "signed-in",
  "/captures": "signed-in",
  "/captures/:id": "signed-in",
  "/calendar": "signed-in",
  "/notifications": "signed-in",
  "/opportunities": "premium",
  "/planner": "premium",
  "/reports": "premium",
  "/settings": "signed-in",
  "/settings/profile": "signed-in",
  "/settings/security": "signed-in",
  "/settings/password": "signed-in",
  "/settings/notifications": "signed-in",
  "/settings/appearance": "signed-in",
  "/settings/help": "signed-in",
  "/settings/data": "signed-in",
  "/settings/users": "admin",
  "/settings/system": "admin",
  "/subscribe": "signed-in",
  "/subscribe/test-checkout": "signed-in",
  "/subscribe/test-portal": "signed-in",
  "/feedback": "signed-in",
  "/coming-soon": "signed-in",
  "/activities": "signed-in",
  "/admin": "admin",
  "/admin/auth-logs": "admin",
  "/admin/feedback": "admin",
  "/admin/requirement-library": "admin",
  "/admin/opportunities": "admin",
  "/certifications-optimized": "admin",
};

const free: AccessHolder = {
  isAdmin: false,
  subscriptionStatus: "inactive",
  isSubscriptionOverridden: false,
};
const users: Record<string, AccessHolder | null> = {
  nobody: null,
  free,
  "past due": { ...free, subscriptionStatus: "past_due" },
  premium: { ...free, subscriptionStatus: "active" },
  "premium by override": { ...free, isSubscriptionOverridden: true },
  admin: { ...free, isAdmin: true },
  "premium admin": { ...free, isAdmin: true, subscriptionStatus: "active" },
};

function pageAt(path: string) {
  const page = appPageList.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path} in the page table`);
  return page;
}

/** Every entry of a sidebar, a group's own page before its sub-pages. */
function entriesOf(items: SidebarItem[]): NavEntry[] {
  return items.flatMap((item) =>
    isNavGroup(item) ? [...(item.page ? [item.page] : []), ...item.children] : [item],
  );
}

/** A menu as `user` reads it: "label path", or "label (locked)" for a locked premium entry. */
function asSeen(entries: NavEntry[], user: AccessHolder | null): string[] {
  return entries.map((entry) =>
    navEntryState(entry, user) === "locked"
      ? `${entry.label} (locked)`
      : `${entry.label} ${entry.path}`,
  );
}

describe("the page table", () => {
  it("holds every route of the spec at its access level, and no other", () => {
    expect(Object.fromEntries(appPageList.map(({ path, access }) => [path, access]))).toEqual(
      specRoutes,
    );
  });

  it("declares each path once", () => {
    const paths = appPageList.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("navigation and the settings hub", () => {
  const menus: [string, Pick<NavEntry, "path" | "access">[]][] = [
    ["sidebar", entriesOf(sidebarItems)],
    ["mobile menu", mobileMenuEntries],
    ["mobile menu's Administration group", mobileAdminEntries],
    ["tab bar", tabBarEntries],
    ["settings hub", settingsSections.map(({ page }) => page)],
  ];

  it.each(menus)(
    "every %s entry leads to a page of the table, at that page's level",
    (_, entries) => {
      for (const entry of entries) expect(entry.access).toBe(pageAt(entry.path).access);
    },
  );

  it.each(Object.entries(users))(
    "shows %s each sidebar and menu entry its page's level allows: open, locked for premium, or not at all",
    (_, user) => {
      const shownSidebar = entriesOf(sidebarFor(user));
      for (const entry of entriesOf(sidebarItems)) {
        const refusal = accessRefusal(pageAt(entry.path).access, user);
        expect(shownSidebar.includes(entry), entry.path).toBe(
          refusal === null || refusal === "premium",
        );
        expect(navEntryState(entry, user), entry.path).toBe(
          refusal === null ? "open" : refusal === "premium" ? "locked" : "hidden",
        );
      }
    },
  );

  it.each(Object.entries(users))("shows %s the settings pages they may open", (_, user) => {
    expect(settingsSectionsFor(user).map(({ page }) => page.path)).toEqual(
      settingsSections
        .filter(({ page }) => accessRefusal(specRoutes[page.path] ?? "public", user) === null)
        .map(({ page }) => page.path),
    );
  });

  it("gives a free user the spec's sidebar: premium entries locked, no administrator entries", () => {
    expect(asSeen(entriesOf(sidebarFor(free)), free)).toEqual([
      "Dashboard /",
      "Certifications /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities (locked)",
      "Renewal Planner (locked)",
      "Reports (locked)",
      "Feedback /feedback",
      "Settings /settings",
      "Profile /settings/profile",
      "Security /settings/security",
      "Password /settings/password",
      "Alerts /settings/notifications",
      "Theme /settings/appearance",
      "Help /settings/help",
      "Your data /settings/data",
      "Features Coming Soon /coming-soon",
    ]);
  });

  it("gives an administrator with premium every entry open, their own ones last", () => {
    const user = users["premium admin"] ?? null;
    expect(asSeen(entriesOf(sidebarFor(user)), user)).toEqual([
      "Dashboard /",
      "Certifications /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities /opportunities",
      "Renewal Planner /planner",
      "Reports /reports",
      "Feedback /feedback",
      "Settings /settings",
      "Profile /settings/profile",
      "Security /settings/security",
      "Password /settings/password",
      "Alerts /settings/notifications",
      "Theme /settings/appearance",
      "Help /settings/help",
      "Your data /settings/data",
      "User Management /settings/users",
      "System /settings/system",
      "Features Coming Soon /coming-soon",
      "Optimized View /certifications-optimized",
      "Dashboard /admin",
      "Auth Logs /admin/auth-logs",
      "Feedback /admin/feedback",
      "Rule sets /admin/requirement-library",
      "Opportunities /admin/opportunities",
    ]);
  });

  it("drops the Admin group for everyone else, and keeps Settings", () => {
    const groups = sidebarFor(free).filter(isNavGroup);
    expect(groups.map(({ label }) => label)).toEqual(["Settings"]);
  });

  it("marks Notifications with the unread count and Features Coming Soon as new", () => {
    const badges = entriesOf(sidebarItems).filter(({ badge }) => badge);
    expect(badges.map(({ label, badge }) => `${label}: ${badge}`)).toEqual([
      "Notifications: unread",
      "Features Coming Soon: new",
    ]);
  });

  it("gives a free user the spec's mobile menu and tab bar", () => {
    expect(asSeen(mobileMenuEntries, free)).toEqual([
      "Home /",
      "Certs /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities (locked)",
      "Renewal Planner (locked)",
      "Reports (locked)",
      "Subscriptions /subscribe",
      "Settings /settings",
    ]);
    expect(asSeen(tabBarEntries, free)).toEqual([
      "Home /",
      "Certs /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
    ]);
  });

  it.each(Object.entries(users))(
    "shows %s the phone menu's Administration group only when they are an administrator",
    (_, user) => {
      const shown = mobileAdminEntries.filter((entry) => navEntryState(entry, user) !== "hidden");
      expect(asSeen(shown, user)).toEqual(
        user?.isAdmin
          ? [
              "Admin Dashboard /admin",
              "Auth Logs /admin/auth-logs",
              "User Feedback /admin/feedback",
              "Requirement Library /admin/requirement-library",
              "Opportunity Catalog /admin/opportunities",
              "User Management /settings/users",
              "System /settings/system",
              "Optimized View /certifications-optimized",
            ]
          : [],
      );
    },
  );

  it("leads from the phone menu to every administrator page of the table, and to nothing else there", () => {
    const adminPages = appPageList
      .filter(({ access }) => access === "admin")
      .map(({ path }) => path);
    expect([...mobileAdminEntries.map(({ path }) => path)].sort()).toEqual([...adminPages].sort());
    const elsewhere = mobileMenuEntries.filter(({ access }) => access === "admin");
    expect(elsewhere).toEqual([]);
  });

  it("gives an administrator with premium the spec's mobile menu with every entry open", () => {
    const user = users["premium admin"] ?? null;
    expect(asSeen(mobileMenuEntries, user)).toEqual([
      "Home /",
      "Certs /certifications",
      "Calendar /calendar",
      "Notifications /notifications",
      "Opportunities /opportunities",
      "Renewal Planner /planner",
      "Reports /reports",
      "Subscriptions /subscribe",
      "Settings /settings",
    ]);
  });

  it("lists the sidebar's settings pages on the hub in its order and with its names, Your data among them", () => {
    const settingsGroup = sidebarItems.filter(isNavGroup).find(({ label }) => label === "Settings");
    expect(settingsSections.map(({ page }) => `${page.title} ${page.path}`)).toEqual(
      settingsGroup?.children.map(({ label, path }) => `${label} ${path}`),
    );
    expect(settingsGroup?.children.map(({ path }) => path)).toContain("/settings/data");
  });
});
