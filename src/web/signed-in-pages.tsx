import { AccessGuard } from "@web/components/layout/access-guard";
import { AppLayout } from "@web/components/layout/app-layout";
import { PageSpinner } from "@web/components/ui/spinner";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { lazyNamed } from "@web/lib/lazy-named";
import { TourHost } from "@web/tours/tour-host";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { type AppPage, framedPageList } from "./app-pages";

// The admin area's gate (its sign-in form among it) is fetched only for an admin page.
const AdminGate = lazyNamed(() => import("@web/features/admin/admin-gate"), "AdminGate");

/**
 * A page behind the guard its table entry declares; an admin page also behind the admin
 * area's own sign-in.
 */
function GuardedPage({ page }: { page: AppPage }) {
  const content = (
    <Suspense fallback={<PageSpinner />}>
      <page.component />
    </Suspense>
  );
  return (
    <AccessGuard page={page}>
      {page.access === "admin" ? (
        <Suspense fallback={<PageSpinner />}>
          <AdminGate>{content}</AdminGate>
        </Suspense>
      ) : (
        content
      )}
    </AccessGuard>
  );
}

/**
 * Signed-in pages share one layout that stays mounted while the user moves between them, so
 * the sidebar keeps its state and the running tour its place; only the page changes. A page
 * refused to the signed-in user (premium, admin) says why inside that layout. The router has
 * already checked that someone is signed in.
 */
export function SignedInPages() {
  return (
    // Spec section 9: tooltip delay 700 ms, skip delay 300 ms.
    <TooltipProvider delayDuration={700} skipDelayDuration={300}>
      <AppLayout>
        <Switch>
          {framedPageList.map((page) => (
            <Route key={page.path} path={page.path}>
              <GuardedPage page={page} />
            </Route>
          ))}
        </Switch>
        <TourHost />
      </AppLayout>
    </TooltipProvider>
  );
}
