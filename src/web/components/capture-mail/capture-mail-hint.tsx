import { Mail } from "lucide-react";
import { Link } from "wouter";
import { useCaptureMailAddress } from "./use-capture-mail-address";

/**
 * One line beside the certificate inbox: that certificates can be mailed in, and where the
 * address is made (Your data, where it is shown once). Nothing when this server takes no mail.
 */
export function CaptureMailHint() {
  const state = useCaptureMailAddress().data;
  if (!state?.available) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
      <Mail className="size-4" aria-hidden="true" />
      {state.address
        ? "Forward certificates to your email address for them to add them here."
        : "Certificates can also be mailed in."}{" "}
      <Link href="/settings/data" className="font-medium text-primary hover:underline">
        {state.address ? "Manage the address" : "Create your email address"}
      </Link>
    </p>
  );
}
