import type { AuthLogEntry } from "@common/auth-logs";
import { Button } from "@web/components/ui/button";
import { DetailItem } from "@web/components/ui/detail-item";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { serverMessage } from "@web/lib/server-message";
import type { Ref } from "react";
import { AuthLogStatusBadge } from "./auth-log-status-badge";
import { eventText, formatEntryTime, usernameText } from "./auth-log-texts";
import { useAuthLogEntry } from "./use-auth-logs";

function DetailsJson({ id }: { id: number }) {
  const entry = useAuthLogEntry(id);
  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    return (
      <ErrorText>
        Could not load the details. {serverMessage(entry.error, "Please try again.")}
      </ErrorText>
    );
  }
  const { details } = entry.data;
  if (details === null || details === undefined) {
    return <p className="text-sm text-muted-foreground">No details were recorded.</p>;
  }
  return (
    <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs break-all whitespace-pre-wrap">
      {JSON.stringify(details, null, 2)}
    </pre>
  );
}

/**
 * Every field of one entry and its details (JSON, pretty-printed, read when the dialog opens),
 * opened by the row's Details button.
 */
export function AuthLogDetailDialog({
  entry,
  triggerRef,
}: {
  entry: AuthLogEntry;
  /** The Details button, so the whole row can open the dialog. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const time = formatEntryTime(entry.createdAt);
  return (
    <TitledDialog
      className="max-w-2xl"
      trigger={
        <Button ref={triggerRef} variant="outline" size="sm">
          Details<span className="sr-only"> of the entry at {time}</span>
        </Button>
      }
      title="Auth log entry"
      description={`${eventText(entry)} at ${time}`}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailItem term="Time">
          {time}
          <span className="block text-xs font-normal text-muted-foreground">{entry.createdAt}</span>
        </DetailItem>
        <DetailItem term="Status">
          <AuthLogStatusBadge status={entry.status} />
        </DetailItem>
        <DetailItem term="Username">{usernameText(entry.username)}</DetailItem>
        <DetailItem term="User ID">{entry.userId ?? "—"}</DetailItem>
        <DetailItem term="Event">{eventText(entry)}</DetailItem>
        <DetailItem term="IP address">{entry.ipAddress ?? "—"}</DetailItem>
        <div className="sm:col-span-2">
          <DetailItem term="Browser">{entry.userAgent ?? "—"}</DetailItem>
        </div>
      </dl>
      <section aria-label="Details" className="grid gap-1.5">
        <h3 className="text-sm text-muted-foreground">Details</h3>
        <DetailsJson id={entry.id} />
      </section>
    </TitledDialog>
  );
}
