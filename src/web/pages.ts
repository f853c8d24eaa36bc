import type { QueryClient } from "@tanstack/react-query";
import { type LazyNamed, lazyNamed } from "@web/lib/lazy-named";
import type { ComponentType } from "react";

/** A page's component: its own chunk, loaded the first time its route is visited or preloaded. */
export type Page = LazyNamed<object> & {
  /**
   * Starts the queries the page asks for on its first render, with the same options, so that
   * its data comes in parallel with its chunk on a first load (once the user is signed in).
   */
  preloadData?: (client: QueryClient) => Promise<void>;
};

function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  preloadData?: Page["preloadData"],
): Page {
  return Object.assign(lazyNamed(load, name), { preloadData });
}

export const AuthPage = lazyPage(() => import("./features/auth/auth-page"), "AuthPage");
export const ForgotPasswordPage = lazyPage(
  () => import("./features/auth/forgot-password-page"),
  "ForgotPasswordPage",
);
export const DashboardPage = lazyPage(
  () => import("./features/dashboard/dashboard-page"),
  "DashboardPage",
  async (client) => {
    const { dashboardQuery } = await import("./features/dashboard/dashboard-api");
    await client.prefetchQuery(dashboardQuery);
  },
);
export const CertificationsPage = lazyPage(
  () => import("./features/certifications/certifications-page"),
  "CertificationsPage",
  async (client) => {
    const api = await import("./features/certifications/certifications-api");
    await Promise.all([
      client.prefetchQuery(api.certificationListQuery(api.firstCertificationListQuery)),
      client.prefetchQuery(api.certificationAllowanceQuery),
    ]);
  },
);
export const CertificationDetailPage = lazyPage(
  () => import("./features/certifications/certification-detail-page"),
  "CertificationDetailPage",
);
export const CapturesPage = lazyPage(
  () => import("./features/captures/captures-page"),
  "CapturesPage",
);
export const CaptureReviewPage = lazyPage(
  () => import("./features/captures/capture-review-page"),
  "CaptureReviewPage",
);
export const CalendarPage = lazyPage(
  () => import("./features/calendar/calendar-page"),
  "CalendarPage",
);
export const NotificationsPage = lazyPage(
  () => import("./features/notifications/notifications-page"),
  "NotificationsPage",
);
export const OpportunitiesPage = lazyPage(
  () => import("./features/opportunities/opportunities-page"),
  "OpportunitiesPage",
);
export const PlannerPage = lazyPage(() => import("./features/planner/planner-page"), "PlannerPage");
export const ReportsPage = lazyPage(() => import("./features/reports/reports-page"), "ReportsPage");
export const SettingsPage = lazyPage(
  () => import("./features/settings/settings-page"),
  "SettingsPage",
);
export const ProfilePage = lazyPage(
  () => import("./features/settings/profile-page"),
  "ProfilePage",
);
export const SecurityPage = lazyPage(
  () => import("./features/settings/security-page"),
  "SecurityPage",
);
export const PasswordPage = lazyPage(
  () => import("./features/settings/password-page"),
  "PasswordPage",
);
/** The server's notification-preferences feature; routes.tsx still names it AlertsPage. */
export const AlertsPage = lazyPage(
  () => import("./features/settings/notification-preferences-page"),
  "NotificationPreferencesPage",
);
export const ThemePage = lazyPage(() => import("./features/settings/theme-page"), "ThemePage");
export const HelpPage = lazyPage(() => import("./features/settings/help-page"), "HelpPage");
export const YourDataPage = lazyPage(
  () => import("./features/your-data/your-data-page"),
  "YourDataPage",
);
export const UserManagementPage = lazyPage(
  () => import("./features/user-management/user-management-page"),
  "UserManagementPage",
);
export const SystemPage = lazyPage(
  () => import("./features/system-settings/system-page"),
  "SystemPage",
);
export const SubscribePage = lazyPage(
  () => import("./features/subscription/subscribe-page"),
  "SubscribePage",
);
export const TestCheckoutPage = lazyPage(
  () => import("./features/subscription/test-checkout-page"),
  "TestCheckoutPage",
);
export const TestPortalPage = lazyPage(
  () => import("./features/subscription/test-portal-page"),
  "TestPortalPage",
);
export const FeedbackPage = lazyPage(
  () => import("./features/feedback/feedback-page"),
  "FeedbackPage",
);
export const ComingSoonPage = lazyPage(
  () => import("./features/coming-soon/coming-soon-page"),
  "ComingSoonPage",
);
export const ActivitiesPage = lazyPage(
  () => import("./features/activity/activities-page"),
  "ActivitiesPage",
);
export const AdminDashboardPage = lazyPage(
  () => import("./features/admin-dashboard/admin-dashboard-page"),
  "AdminDashboardPage",
);
export const AuthLogsPage = lazyPage(
  () => import("./features/auth-logs/auth-logs-page"),
  "AuthLogsPage",
);
export const CertificationsOptimizedPage = lazyPage(
  () => import("./features/optimized-view/certifications-optimized-page"),
  "CertificationsOptimizedPage",
);
export const AdminFeedbackPage = lazyPage(
  () => import("./features/admin-feedback/admin-feedback-page"),
  "AdminFeedbackPage",
);
export const AdminRequirementLibraryPage = lazyPage(
  () => import("./features/admin-requirement-library/admin-requirement-library-page"),
  "AdminRequirementLibraryPage",
);
export const OpportunityCatalogPage = lazyPage(
  () => import("./features/opportunity-catalog/opportunity-catalog-page"),
  "OpportunityCatalogPage",
);
export const NotFoundPage = lazyPage(
  () => import("./features/not-found/not-found-page"),
  "NotFoundPage",
);
export const ApiReferencePage = lazyPage(
  () => import("./features/api-reference/api-reference-page"),
  "ApiReferencePage",
);
export const SharedPacketPage = lazyPage(
  () => import("./features/reports/shared-packet-page"),
  "SharedPacketPage",
);
