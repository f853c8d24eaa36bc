import { AdminOnly } from "@web/components/layout/admin-only";
import { AppLayout } from "@web/components/layout/app-layout";
import { RedirectIfSignedIn } from "@web/components/layout/redirect-if-signed-in";
import { RequireUser } from "@web/components/layout/require-user";
import { PageSpinner } from "@web/components/ui/spinner";
import { TourHost } from "@web/tours/tour-host";
import { type ReactNode, Suspense } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
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

function suspended(Page: pages.Page): ReactNode {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

const inLayout = (access: Access) => access === "signed-in" || access === "admin";
const layoutRoutes = routes.filter(({ access }) => inLayout(access));
const otherRoutes = routes.filter(({ access }) => !inLayout(access));

/**
 * Signed-in pages share one layout that stays mounted while the user moves between them, so
 * the sidebar keeps its state and the running tour its place; only the page changes.
 */
function SignedInPages() {
  return (
    <RequireUser>
      <AppLayout>
        <Switch>
          {layoutRoutes.map(({ path, access, page }) => (
            <Route key={path} path={path}>
              {access === "admin" ? <AdminOnly>{suspended(page)}</AdminOnly> : suspended(page)}
            </Route>
          ))}
        </Switch>
        <TourHost />
      </AppLayout>
    </RequireUser>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (layoutRoutes.some(({ path }) => matchRoute(parser, path, location)[0])) {
    return <SignedInPages />;
  }
  return (
    <Switch>
      {otherRoutes.map(({ path, access, page }) => (
        <Route key={path} path={path}>
          {access === "signed-out" ? (
            <RedirectIfSignedIn>{suspended(page)}</RedirectIfSignedIn>
          ) : (
            suspended(page)
          )}
        </Route>
      ))}
      <Route>{suspended(pages.NotFoundPage)}</Route>
    </Switch>
  );
}
