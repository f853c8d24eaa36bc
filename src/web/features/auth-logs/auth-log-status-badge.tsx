import { type AuthEventStatus, authEventStatusLabels } from "@common/auth-logs";
import { Badge } from "@web/components/ui/badge";

/** Success or Failure, in words as well as colour. */
export function AuthLogStatusBadge({ status }: { status: AuthEventStatus }) {
  return (
    <Badge variant={status === "success" ? "success" : "danger"}>
      {authEventStatusLabels[status]}
    </Badge>
  );
}
