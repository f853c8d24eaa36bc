import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { useUser } from "@web/hooks/use-user";
import type { ReactNode } from "react";
import { Redirect } from "wouter";

/** Shows its children to a signed-in user; anyone else goes to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending, error, refetch } = useUser();
  if (isPending) return <PageSpinner />;
  if (error) {
    return (
      <div className="p-6">
        <ErrorDisplay error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}
