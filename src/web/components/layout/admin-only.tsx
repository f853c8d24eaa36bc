import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import type { ReactNode } from "react";
import { useLocation } from "wouter";

/** Shows its children to administrators only; place it inside RequireUser. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (user?.isAdmin !== true) return <AccessDenied />;
  return children;
}

function AccessDenied() {
  useDocumentTitle("Access Denied");
  const [, navigate] = useLocation();
  return (
    <div className="mx-auto grid max-w-lg gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">
        You don't have permission to access this page. This area is restricted to administrators
        only.
      </p>
      <div>
        <Button onClick={() => navigate("/")}>Back to Dashboard</Button>
      </div>
    </div>
  );
}
