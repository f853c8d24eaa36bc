import type { AdminSessionStatus } from "@common/admin-session";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { endAdminSession } from "@web/lib/admin-sign-out";
import { toast } from "@web/lib/toast-store";
import { ShieldCheck } from "lucide-react";

/**
 * Above every admin page: whose admin session this is, and the way out of the admin area
 * (the rest of CertMinder stays signed in).
 */
export function AdminSessionBar({ session }: { session: AdminSessionStatus }) {
  const signOut = useMutation({
    mutationFn: endAdminSession,
    retry: false,
    onSuccess: () => toast({ title: "Signed out of the admin area" }),
  });
  return (
    <section
      aria-label="Admin session"
      className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
    >
      <p className="flex min-w-0 items-center gap-2">
        <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-words">
          Admin session as <span className="font-semibold">{session.username}</span>
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        Sign out of admin area
      </Button>
    </section>
  );
}
