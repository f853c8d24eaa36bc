import { accessRefusal } from "@common/access";
import { AccessGuard } from "@web/components/layout/access-guard";
import { PageSpinner } from "@web/components/ui/spinner";
import { userQuery } from "@web/hooks/use-user";
import { lazyNamed } from "@web/lib/lazy-named";
import { queryClient } from "@web/lib/query-client";
import { type ReactNode, Suspense } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { type AppPage, framedPageList, signedInFrame, unframedPageList } from "./app-pages";
import * as pages from "./pages";

/**
 * The signed-in frame (layout, menus, tours, the admin gate) is a chunk of its own: someone
 * opening the sign-in page or a shared packet never loads it.
 */
const SignedInPages = lazyNamed(() => import("./signed-in-pages"), "SignedInPages");

let firstPageDataStarted = false;

/**
 * On the first load, a signed-in page's data is asked for as soon as the session is known to
 * be live, while its chunk and the frame's are still on their way, rather than once the page
 * has rendered. Later navigations leave it to the page: its queries are usually cached by then.
 */
function preloadFirstPageData(page: AppPage) {
  if (firstPageDataStarted || !page.component.preloadData) return;
  firstPageDataStarted = true;
  const preloadData = page.component.preloadData;
  // The same query the session check asks for, started here a render earlier.
  void queryClient
    .fetchQuery(userQuery)
    .then((user) =>
      user && accessRefusal(page.access, user) === null ? preloadData(queryClient) : undefined,
    )
    .catch(() => undefined);
}

function suspended(content: ReactNode): ReactNode {
  return <Suspense fallback={<PageSpinner />}>{content}</Suspense>;
}

/** A page nobody needs to be signed in for, behind the guard its table entry declares. */
function UnframedPage({ page }: { page: AppPage }) {
  return <AccessGuard page={page}>{suspended(<page.component />)}</AccessGuard>;
}

export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const matches = ({ path }: AppPage) => matchRoute(parser, path, location)[0];
  const framed = framedPageList.find(matches);
  // The page's chunk (and the frame's) are fetched while the session is checked, rather than
  // once it is answered.
  (framed ?? unframedPageList.find(matches))?.component.preload();
  if (framed) {
    preloadFirstPageData(framed);
    SignedInPages.preload();
    return <AccessGuard page={signedInFrame}>{suspended(<SignedInPages />)}</AccessGuard>;
  }
  return (
    <Switch>
      {unframedPageList.map((page) => (
        <Route key={page.path} path={page.path}>
          <UnframedPage page={page} />
        </Route>
      ))}
      <Route>{suspended(<pages.NotFoundPage />)}</Route>
    </Switch>
  );
}
