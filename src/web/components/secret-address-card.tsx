import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { ShownOnceAddress } from "@web/components/ui/shown-once-address";
import { Spinner } from "@web/components/ui/spinner";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

/** What a dialog asks before a change that stops the current address. */
type Confirmation = { title: string; description: string; confirmLabel: string };

/**
 * A private secret address the user turns on (the calendar feed, the address for mailing
 * certificates in). It is shown once, when created (only a fingerprint is kept); afterwards the
 * card says it is active and offers a new one (which stops the old) or revoking it.
 */
export function SecretAddressCard<Created>({
  icon: Icon,
  title,
  description,
  answer,
  unavailable,
  active,
  shownOnce,
  whenActive,
  whenNone,
  options,
  footer,
  busy,
  create,
  renew,
  revoke,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The address's state as read: a spinner while it loads, the error when it cannot. */
  answer: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
    data: unknown;
  };
  /** Said instead of the rest when this server offers no such address. */
  unavailable?: ReactNode;
  /** Whether the user has an address now. */
  active: boolean;
  /** The address just created, shown this once, with what stands beside its Done. */
  shownOnce: {
    announcement: string;
    label: string;
    address: (created: Created) => string;
    beside: (created: Created) => ReactNode;
  };
  /** What the card says of the active address once it is no longer shown. */
  whenActive: ReactNode;
  whenNone: string;
  /** Choices about the address, between what the card says and its buttons. */
  options?: ReactNode;
  footer?: ReactNode;
  /** Any change to the address on its way. */
  busy: boolean;
  create: {
    label: string;
    pending: boolean;
    run: (onCreated: (created: Created) => void) => void;
  };
  renew: Confirmation & { label: string };
  revoke: Confirmation & { run: (onRevoked: () => void) => void };
}) {
  const headingId = useId();
  const [created, setCreated] = useState<Created | null>(null);
  const done = () => setCreated(null);
  const createAddress = () => create.run(setCreated);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-xl">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {answer.isPending && <Spinner />}
        {answer.isError && (
          <ErrorDisplay error={answer.error} onRetry={() => void answer.refetch()} />
        )}
        {answer.data !== undefined && unavailable !== undefined && (
          <p className="text-sm text-muted-foreground">{unavailable}</p>
        )}
        {answer.data !== undefined && unavailable === undefined && (
          <>
            {created !== null && active ? (
              <ShownOnceAddress
                announcement={shownOnce.announcement}
                label={shownOnce.label}
                url={shownOnce.address(created)}
                copyLabel="Copy address"
              >
                <div className="flex flex-wrap items-center gap-2">
                  {shownOnce.beside(created)}
                  <Button variant="ghost" size="sm" onClick={done}>
                    Done
                  </Button>
                </div>
              </ShownOnceAddress>
            ) : active ? (
              <p className="text-sm">{whenActive}</p>
            ) : (
              <p className="text-sm text-muted-foreground">{whenNone}</p>
            )}
            {options}
            <div className="flex flex-wrap gap-2">
              {active ? (
                <>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" disabled={busy}>
                        {renew.label}
                      </Button>
                    }
                    title={renew.title}
                    description={renew.description}
                    confirmLabel={renew.confirmLabel}
                    onConfirm={createAddress}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" className="text-destructive" disabled={busy}>
                        Revoke
                      </Button>
                    }
                    title={revoke.title}
                    description={revoke.description}
                    confirmLabel={revoke.confirmLabel}
                    onConfirm={() => revoke.run(done)}
                  />
                </>
              ) : (
                <Button onClick={createAddress} disabled={busy}>
                  {create.pending ? "Creating…" : create.label}
                </Button>
              )}
            </div>
            {footer}
          </>
        )}
      </CardContent>
    </Card>
  );
}
