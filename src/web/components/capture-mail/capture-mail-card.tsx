import type { CaptureMailAddressCreated } from "@common/capture-mail";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { ShownOnceAddress } from "@web/components/ui/shown-once-address";
import { Spinner } from "@web/components/ui/spinner";
import { format } from "date-fns";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import {
  useCaptureMailAddress,
  useCreateCaptureMailAddress,
  useRevokeCaptureMailAddress,
} from "./use-capture-mail-address";

const moment = (iso: string) => format(new Date(iso), "MMM d, yyyy, h:mm a");

/**
 * "Email in": the user's private address for mailing certificates, each PDF or image attached
 * landing in her captures inbox. The address is shown once, when created (only a fingerprint is
 * kept); afterwards the card says it is active and offers a new one (which stops the old) or
 * revoking it.
 */
export function CaptureMailCard() {
  const headingId = useId();
  const state = useCaptureMailAddress();
  const [created, setCreated] = useState<CaptureMailAddressCreated | null>(null);
  const create = useCreateCaptureMailAddress();
  const revoke = useRevokeCaptureMailAddress();
  const address = state.data?.address;
  const busy = create.isPending || revoke.isPending;
  const createAddress = () => create.mutate(undefined, { onSuccess: setCreated });

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-xl">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          Email in
        </CardTitle>
        <CardDescription>
          Forward certificates to a private address: each PDF or image attached lands in your inbox
          of certificates to review.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isPending && <Spinner />}
        {state.isError && <ErrorDisplay error={state.error} onRetry={() => void state.refetch()} />}
        {state.data && !state.data.available && (
          <p className="text-sm text-muted-foreground">Email in is not set up on this server.</p>
        )}
        {state.data?.available && (
          <>
            {created && address ? (
              <ShownOnceAddress
                announcement="Email address created. Copy it now: it is shown only once."
                label="Email address for certificates"
                url={created.email}
                copyLabel="Copy address"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm text-muted-foreground">
                    If a file cannot be added, CertMinder says why at your account's email.
                  </p>
                  <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
                    Done
                  </Button>
                </div>
              </ShownOnceAddress>
            ) : address ? (
              <p className="text-sm">
                Your email address for certificates is active since {moment(address.createdAt)}. It
                was shown once; if you have lost it, create a new address.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Create a private address to forward certificates to.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {address ? (
                <>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" disabled={busy}>
                        Create a new address
                      </Button>
                    }
                    title="Create a new address?"
                    description="Mail to the current address is refused from then on."
                    confirmLabel="Create new address"
                    onConfirm={createAddress}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" className="text-destructive" disabled={busy}>
                        Revoke
                      </Button>
                    }
                    title="Revoke the email address?"
                    description="Mail to it is refused at once. Certificates already in your inbox stay."
                    confirmLabel="Revoke address"
                    onConfirm={() =>
                      revoke.mutate(undefined, { onSuccess: () => setCreated(null) })
                    }
                  />
                </>
              ) : (
                <Button onClick={createAddress} disabled={busy}>
                  {create.isPending ? "Creating…" : "Create email address"}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
