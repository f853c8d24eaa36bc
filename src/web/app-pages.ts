import { type Access, accessRefusal } from "@common/access";
import { testCheckoutPath, testPortalPath } from "@common/subscription";
import {
  Award,
  Bell,
  BellRing,
  BookCheck,
  Calendar,
  ChartColumn,
  CircleHelp,
  CreditCard,
  HardDriveDownload,
  KeyRound,
  LayoutDashboard,
  LibraryBig,
  Lightbulb,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  MessagesSquare,
  Palette,
  Route,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
  Zap,
} from "lucide-react";
import * as pages from "./pages";

/**
 * One page of the app, declared once: the router guard, the sidebar, the mobile menu and tab
 * bar, and the settings hub all read who may open it from here.
 */
export interface AppPage {
  path: string;
  /** Who may open it; `accessRefusal` in `@common/access` says what anyone else sees. */
  access: Access;
  component: pages.Page;
  /** Its name: the page's h1, and its label in menus unless a menu names it otherwise. */
  title: string;
  /** Set on the pages a menu or the settings hub leads to. */
  icon?: LucideIcon;
  /** What menus show beside it: the unread notification count, or a New mark. */
  badge?: "unread" | "new";
}

/** A page with an icon: only those stand in a menu or on the settings hub. */
export type MenuPage = AppPage & { icon: LucideIcon };

/** Every page of spec section 2; any other path shows the 404 page. */
export const appPages = {
  signIn: { path: "/auth", access: "signed-out", title: "Sign in", component: pages.AuthPage },
  forgotPassword: {
    path: "/forgot-password",
    access: "public",
    title: "Forgot password",
    component: pages.ForgotPasswordPage,
  },
  sharedPacket: {
    path: "/shared/:token",
    access: "public",
    title: "Shared audit packet",
    component: pages.SharedPacketPage,
  },
  apiReference: {
    path: "/developers/api",
    access: "public",
    title: "API reference",
    component: pages.ApiReferencePage,
  },
  dashboard: {
    path: "/",
    access: "signed-in",
    title: "Dashboard",
    component: pages.DashboardPage,
    icon: LayoutDashboard,
  },
  certifications: {
    path: "/certifications",
    access: "signed-in",
    title: "Certifications",
    component: pages.CertificationsPage,
    icon: Award,
  },
  certification: {
    path: "/certifications/:id",
    access: "signed-in",
    title: "Certification",
    component: pages.CertificationDetailPage,
  },
  captures: {
    path: "/captures",
    access: "signed-in",
    title: "Certificate inbox",
    component: pages.CapturesPage,
  },
  captureReview: {
    path: "/captures/:id",
    access: "signed-in",
    title: "Review certificate",
    component: pages.CaptureReviewPage,
  },
  calendar: {
    path: "/calendar",
    access: "signed-in",
    title: "Calendar",
    component: pages.CalendarPage,
    icon: Calendar,
  },
  notifications: {
    path: "/notifications",
    access: "signed-in",
    title: "Notifications",
    component: pages.NotificationsPage,
    icon: Bell,
    badge: "unread",
  },
  opportunities: {
    path: "/opportunities",
    access: "premium",
    title: "Opportunities",
    component: pages.OpportunitiesPage,
    icon: Lightbulb,
  },
  planner: {
    path: "/planner",
    access: "premium",
    title: "Renewal Planner",
    component: pages.PlannerPage,
    icon: Route,
  },
  reports: {
    path: "/reports",
    access: "premium",
    title: "Reports",
    component: pages.ReportsPage,
    icon: ChartColumn,
  },
  settings: {
    path: "/settings",
    access: "signed-in",
    title: "Settings",
    component: pages.SettingsPage,
    icon: Settings,
  },
  profile: {
    path: "/settings/profile",
    access: "signed-in",
    title: "Profile",
    component: pages.ProfilePage,
    icon: UserRound,
  },
  security: {
    path: "/settings/security",
    access: "signed-in",
    title: "Security",
    component: pages.SecurityPage,
    icon: ShieldCheck,
  },
  password: {
    path: "/settings/password",
    access: "signed-in",
    title: "Password",
    component: pages.PasswordPage,
    icon: KeyRound,
  },
  alerts: {
    path: "/settings/notifications",
    access: "signed-in",
    title: "Alerts",
    component: pages.AlertsPage,
    icon: BellRing,
  },
  theme: {
    path: "/settings/appearance",
    access: "signed-in",
    title: "Theme",
    component: pages.ThemePage,
    icon: Palette,
  },
  help: {
    path: "/settings/help",
    access: "signed-in",
    title: "Help",
    component: pages.HelpPage,
    icon: CircleHelp,
  },
  yourData: {
    path: "/settings/data",
    access: "signed-in",
    title: "Your data",
    component: pages.YourDataPage,
    icon: HardDriveDownload,
  },
  userManagement: {
    path: "/settings/users",
    access: "admin",
    title: "User Management",
    component: pages.UserManagementPage,
    icon: Users,
  },
  system: {
    path: "/settings/system",
    access: "admin",
    title: "System",
    component: pages.SystemPage,
    icon: Server,
  },
  subscribe: {
    path: "/subscribe",
    access: "signed-in",
    title: "Subscription",
    component: pages.SubscribePage,
    icon: CreditCard,
  },
  testCheckout: {
    path: testCheckoutPath,
    access: "signed-in",
    title: "Test-mode checkout: no card is charged",
    component: pages.TestCheckoutPage,
  },
  testPortal: {
    path: testPortalPath,
    access: "signed-in",
    title: "Test-mode subscription portal",
    component: pages.TestPortalPage,
  },
  feedback: {
    path: "/feedback",
    access: "signed-in",
    title: "Feedback",
    component: pages.FeedbackPage,
    icon: MessageSquare,
  },
  comingSoon: {
    path: "/coming-soon",
    access: "signed-in",
    title: "Features Coming Soon",
    component: pages.ComingSoonPage,
    icon: Sparkles,
    badge: "new",
  },
  activities: {
    path: "/activities",
    access: "signed-in",
    title: "Activity",
    component: pages.ActivitiesPage,
  },
  adminDashboard: {
    path: "/admin",
    access: "admin",
    title: "Admin Dashboard",
    component: pages.AdminDashboardPage,
    icon: ListChecks,
  },
  authLogs: {
    path: "/admin/auth-logs",
    access: "admin",
    title: "Auth Logs",
    component: pages.AuthLogsPage,
    icon: ScrollText,
  },
  adminFeedback: {
    path: "/admin/feedback",
    access: "admin",
    title: "User Feedback",
    component: pages.AdminFeedbackPage,
    icon: MessagesSquare,
  },
  adminRequirementLibrary: {
    path: "/admin/requirement-library",
    access: "admin",
    title: "Requirement Library",
    component: pages.AdminRequirementLibraryPage,
    icon: BookCheck,
  },
  opportunityCatalog: {
    path: "/admin/opportunities",
    access: "admin",
    title: "Opportunity Catalog",
    component: pages.OpportunityCatalogPage,
    icon: LibraryBig,
  },
  certificationsOptimized: {
    path: "/certifications-optimized",
    access: "admin",
    title: "Optimized View",
    component: pages.CertificationsOptimizedPage,
    icon: Zap,
  },
} satisfies Record<string, AppPage>;

/** The pages in the order the router tries them. */
export const appPageList: AppPage[] = Object.values(appPages);

/**
 * The pages nobody signed out may open (signed-in, premium, admin): they share the signed-in
 * frame, which asks only that someone is signed in; each page's own guard asks the rest.
 */
export const framedPageList = appPageList.filter(
  ({ access }) => accessRefusal(access, null) === "sign-in",
);

/** The sign-in page and the public pages: shown without the signed-in frame. */
export const unframedPageList = appPageList.filter((page) => !framedPageList.includes(page));

/** What the signed-in frame asks, whichever of its pages is open: someone signed in. */
export const signedInFrame = { access: "signed-in", title: "CertMinder" } satisfies Pick<
  AppPage,
  "access" | "title"
>;
