import { defaultShareExpiryDays, type ShareCreated } from "@common/reports";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ErrorText } from "@web/components/ui/error-text";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { ShareLinkCreated } from "./share-link-created";
import { ShareLinkItem } from "./share-link-item";
import { useCreateShare, useRevokeShare, useShares } from "./use-share-links";

const expiryChoices = Array.from({ length: 30 }, (_, index) => index + 1);

/**
 * Share links of a certification's audit packet: create one for the cycle shown, with the
 * expiry the user picks, copy it once, and see, revoke and audit the links made before.
 */
export function ShareLinks({
  certificationId,
  cycle,
}: {
  certificationId: number;
  cycle?: number;
}) {
  const headingId = useId();
  const [days, setDays] = useState(defaultShareExpiryDays);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const shares = useShares(certificationId);
  const create = useCreateShare(certificationId);
  const revoke = useRevokeShare();
  const cycles = new Set(shares.data?.rows.map((share) => share.cycle));

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-xl">
          <Link2 className="size-5 text-primary" aria-hidden="true" />
          Share links
        </CardTitle>
        <CardDescription>
          Give a licensing board a link to this cycle's audit packet: the summary, the transcript
          and every certificate. No account is needed to open it, and it stops working when it
          expires or you revoke it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              { cycle, expiresInDays: days },
              { onSuccess: (share) => setCreated(share) },
            );
          }}
        >
          <FormField label="Link expires after">
            {(control) => (
              <NativeSelect
                {...control}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className="w-40"
              >
                {expiryChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 1 ? "1 day" : `${choice} days`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton pending={create.isPending} pendingLabel="Creating…">
            Create share link
          </SubmitButton>
        </form>

        {created?.certificationId === certificationId && (
          <ShareLinkCreated share={created} onDone={() => setCreated(null)} />
        )}

        {shares.isPending && <Spinner />}
        {shares.isError && <ErrorText>Could not load the share links. Please try again.</ErrorText>}
        {shares.data && shares.data.rows.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No share links yet for this certification.
          </p>
        )}
        {shares.data && shares.data.rows.length > 0 && (
          <ul aria-label="Share links of this certification" className="grid gap-3">
            {shares.data.rows.map((share) => (
              <ShareLinkItem
                key={share.id}
                share={share}
                showCycle={cycles.size > 1}
                revoking={revoke.isPending && revoke.variables === share.id}
                onRevoke={() => revoke.mutate(share.id)}
              />
            ))}
          </ul>
        )}
        {shares.data && shares.data.total > shares.data.rows.length && (
          <p className="text-sm text-muted-foreground">
            Showing the newest {shares.data.rows.length} of {shares.data.total} share links.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
