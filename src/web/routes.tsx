import { AdminOnly } from "@web/components/layout/admin-only";
import { AppLayout } from "@web/components/layout/app-layout";
import { RedirectIfSignedIn } from "@web/components/layout/redirect-if-signed-in";
import { RequireUser } from "@web/components/layout/require-user";
import { PageSpinner } from "@web/components/ui/spinner";
import { type ReactNode, Suspense } from "react";
import { Route, Switch } from "wouter";
import * as pages from "./pages";

/** Who may see a route: anyone, only the signed-out (sign-in), the signed-in, or admins. */
type Access = "public" | "signed-out" | "signed-in" | "admin";

/** Every route of spec section 2; any other path shows the 404 page. */
const routes: { path: string; access: Access; page: pages.Page }[] = [
  { path: "/auth", access: "signed-out", page: pages.AuthPage },
  { path: "/forgot-password", access: "public", page: pages.ForgotPasswordPage },
  { path: "/", access: "signed-in", page: pages.DashboardPage },
  { path: "/certifications", access: "signed-in", page: pages.CertificationsPage },
  { path: "/certifications/:id", access: "signed-in", page: pages.CertificationDetailPage },
  { path: "/calendar", access: "signed-in", page: pages.CalendarPage },
  { path: "/notifications", access: "signed-in", page: pages.NotificationsPage },
  { path: "/opportunities", access: "signed-in", page: pages.OpportunitiesPage },
  { path: "/reports", access: "signed-in", page: pages.ReportsPage },
  { path: "/settings", access: "signed-in", page: pages.SettingsPage },
  { path: "/settings/profile", access: "signed-in", page: pages.ProfilePage },
  { path: "/settings/security", access: "signed-in", page: pages.SecurityPage },
  { path: "/settings/password", access: "signed-in", page: pages.PasswordPage },
  { path: "/settings/notifications", access: "signed-in", page: pages.AlertsPage },
  { path: "/settings/appearance", access: "signed-in", page: pages.ThemePage },
  { path: "/settings/help", access: "signed-in", page: pages.HelpPage },
  { path: "/settings/users", access: "signed-in", page: pages.UserManagementPage },
  { path: "/settings/system", access: "signed-in", page: pages.SystemPage },
  { path: "/subscribe", access: "signed-in", page: pages.SubscribePage },
  { path: "/feedback", access: "signed-in", page: pages.FeedbackPage },
  { path: "/coming-soon", access: "signed-in", page: pages.ComingSoonPage },
  { path: "/activities", access: "signed-in", page: pages.ActivitiesPage },
  { path: "/admin", access: "admin", page: pages.AdminDashboardPage },
  { path: "/admin/auth-logs", access: "admin", page: pages.AuthLogsPage },
  { path: "/certifications-optimized", access: "admin", page: pages.CertificationsOptimizedPage },
];

function guarded(access: Access, Page: pages.Page): ReactNode {
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
  switch (access) {
    case "public":
      return page;
    case "signed-out":
      return <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;
    case "signed-in":
      return (
        <RequireUser>
          <AppLayout>{page}</AppLayout>
        </RequireUser>
      );
    case "admin":
      return (
        <RequireUser>
          <AppLayout>
            <AdminOnly>{page}</AdminOnly>
          </AppLayout>
        </RequireUser>
      );
  }
}

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, access, page }) => (
        <Route key={path} path={path}>
          {guarded(access, page)}
        </Route>
      ))}
      <Route>{guarded("public", pages.NotFoundPage)}</Route>
    </Switch>
  );
}
