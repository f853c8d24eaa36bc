import { plural } from "@common/plural";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { RotateCw } from "lucide-react";
import { useRetryFailedMessages } from "./use-admin-dashboard";

/** "Retry failed": asks first, then makes every failing message due now. */
export function RetryFailedAction({ failing }: { failing: number }) {
  const retry = useRetryFailedMessages();
  const messages = `${failing} failing ${plural(failing, "message", "messages")}`;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={failing === 0 || retry.isPending}>
          <RotateCw aria-hidden="true" />
          {retry.isPending ? "Retrying…" : "Retry failed"}
        </Button>
      }
      title="Retry failed messages?"
      description={`The ${messages} will be sent again now instead of after their wait. Their attempts so far stay on record.`}
      confirmLabel="Retry failed"
      onConfirm={() => retry.mutate()}
    />
  );
}
