import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import type { ReactNode } from "react";
import { isAdminSessionRefusal } from "./admin-session-api";
import { AdminSessionBar } from "./admin-session-bar";
import { AdminSignInForm } from "./admin-sign-in-form";
import { useAdminSession } from "./use-admin-session";

/**
 * In front of every admin page, for an administrator (the access guard has let them in): the
 * page with the admin session bar when this browser holds a live admin session, else the admin
 * sign-in form at the page's own address. An admin call refused for want of a session forgets
 * the stored id (lib/admin-session.ts), which brings the form back here.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { sessionId, data: session, isPending, error, refetch } = useAdminSession();
  if (sessionId === null || isAdminSessionRefusal(error)) return <AdminSignInForm />;
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
