import { accessRefusal } from "@common/access";
import type { AppPage } from "@web/app-pages";
import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { useUser } from "@web/hooks/use-user";
import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { AccessDenied, PremiumRequired } from "./access-refusals";

interface Props {
  /** Who may open the page, and its title for the premium explanation. */
  page: Pick<AppPage, "access" | "title">;
  children: ReactNode;
}

/**
 * Shows a page to whoever its level lets in (`accessRefusal` decides); anyone else is sent to
 * sign in, sent home from the sign-in page, or told why the page is not theirs.
 */
export function AccessGuard({ page: { access, title }, children }: Props) {
  const { data: user, isPending, error, refetch } = useUser();
  // A public page does not depend on the session, so it does not wait for it.
  if (access === "public") return children;
  if (isPending) return <PageSpinner />;
  const refusal = accessRefusal(access, user ?? null);
  switch (refusal) {
    case null:
      return children;
    case "sign-in":
      // Not knowing who is signed in is no reason to send them to sign in again.
      if (error) {
        return (
          <div className="p-6">
            <ErrorDisplay error={error} onRetry={() => void refetch()} />
          </div>
        );
      }
      return <Redirect to="/auth" replace />;
    case "signed-in":
      return <Redirect to="/" replace />;
    case "premium":
      return <PremiumRequired title={title} />;
    case "admin":
      return <AccessDenied />;
  }
}
