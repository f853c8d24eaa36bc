import { Button } from "@web/components/ui/button";
import { serverMessage } from "@web/lib/server-message";
import { CircleExclamationPoint } from "lucide-react";

/** Shown in place of content whose data failed to load. */
export function ErrorDisplay({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = serverMessage(error, "This could not be loaded. Please try again.");
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-card p-6 text-center"
    >
      <CircleExclamationPoint className="size-8 text-destructive" aria-hidden="true" />
      <p className="text-lg font-semibold">Something went wrong</p>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
