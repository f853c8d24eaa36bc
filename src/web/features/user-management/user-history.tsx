import { adminAuditActionLabels } from "@common/admin-audit";
import { ErrorDisplay } from "@web/components/error-display";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { format, parseISO } from "date-fns";
import { useUserAuditTrail } from "./use-user-management";

/** The admin audit trail about one user, newest first: what, by whom, when. */
export function UserHistory({ userId }: { userId: number }) {
  const trail = useUserAuditTrail(userId);
  if (trail.isPending) return <Spinner />;
  if (trail.isError) {
    return <ErrorDisplay error={trail.error} onRetry={() => void trail.refetch()} />;
  }
  if (trail.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No administrator has acted on this account yet.
      </p>
    );
  }
  return (
    <ol className="grid gap-1.5 text-sm">
      {trail.data.map((entry) => (
        <li key={entry.id} className="break-words">
          <span className="font-medium">{adminAuditActionLabels[entry.action]}</span> by{" "}
          {entry.actorUsername} ·{" "}
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {formatDate(entry.createdAt)} {format(parseISO(entry.createdAt), "h:mm a")}
          </time>
        </li>
      ))}
    </ol>
  );
}
