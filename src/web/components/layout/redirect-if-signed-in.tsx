import { PageSpinner } from "@web/components/ui/spinner";
import { useUser } from "@web/hooks/use-user";
import type { ReactNode } from "react";
import { Redirect } from "wouter";

/** Sends a signed-in user away from the sign-in screen to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to="/" replace />;
  return children;
}
