import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { lazyNamed } from "@web/lib/lazy-named";
import { type ReactNode, Suspense } from "react";
import { isAdminSessionRefusal } from "./admin-session-api";
import { AdminSessionBar } from "./admin-session-bar";
import { useAdminSession } from "./use-admin-session";

// Only an administrator without a live admin session sees the form: fetched then.
const AdminSignInForm = lazyNamed(() => import("./admin-sign-in-form"), "AdminSignInForm");

/**
 * In front of every admin page, for an administrator (the access guard has let them in): the
 * page with the admin session bar when this browser holds a live admin session, else the admin
 * sign-in form at the page's own address. An admin call refused for want of a session forgets
 * the stored id (lib/admin-session.ts), which brings the form back here.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { sessionId, data: session, isPending, error, refetch } = useAdminSession();
  if (sessionId === null || isAdminSessionRefusal(error)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminSignInForm />
      </Suspense>
    );
  }
  if (error) {
    return (
      <div className="p-6">
        <ErrorDisplay error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isPending || !session) return <PageSpinner />;
  return (
    <>
      <AdminSessionBar session={session} />
      {children}
    </>
  );
}
