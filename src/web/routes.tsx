import { accessRefusal } from "@common/access";
import { AccessGuard } from "@web/components/layout/access-guard";
import { AppLayout } from "@web/components/layout/app-layout";
import { PageSpinner } from "@web/components/ui/spinner";
import { AdminGate } from "@web/features/admin/admin-gate";
import { TourHost } from "@web/tours/tour-host";
import { type ReactNode, Suspense } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { type AppPage, appPageList } from "./app-pages";
import * as pages from "./pages";

function suspended(Page: pages.Page): ReactNode {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * A page behind the guard its table entry declares; an admin page also behind the admin
 * area's own sign-in.
 */
function GuardedPage({ page }: { page: AppPage }) {
  const content = suspended(page.component);
  return (
    <AccessGuard page={page}>
      {page.access === "admin" ? <AdminGate>{content}</AdminGate> : content}
    </AccessGuard>
  );
}

/** The pages nobody signed out may open (signed-in, premium, admin) share the signed-in frame. */
const framedPages = appPageList.filter(({ access }) => accessRefusal(access, null) === "sign-in");
const otherPages = appPageList.filter((page) => !framedPages.includes(page));

/** What the frame around them asks, whichever of them is open: someone signed in. */
const signedInFrame = { access: "signed-in", title: "CertMinder" } satisfies Partial<AppPage>;

/**
 * Signed-in pages share one layout that stays mounted while the user moves between them, so
 * the sidebar keeps its state and the running tour its place; only the page changes. A page
 * refused to the signed-in user (premium, admin) says why inside that layout.
 */
function SignedInPages() {
  return (
    <AccessGuard page={signedInFrame}>
      <AppLayout>
        <Switch>
          {framedPages.map((page) => (
            <Route key={page.path} path={page.path}>
              <GuardedPage page={page} />
            </Route>
          ))}
        </Switch>
        <TourHost />
      </AppLayout>
    </AccessGuard>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (framedPages.some(({ path }) => matchRoute(parser, path, location)[0])) {
    return <SignedInPages />;
  }
  return (
    <Switch>
      {otherPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <GuardedPage page={page} />
        </Route>
      ))}
      <Route>{suspended(pages.NotFoundPage)}</Route>
    </Switch>
  );
}
