import { signUpsClosedMessage } from "@common/system-settings";
import { Info } from "lucide-react";

/** The Register tab while the administrators have closed sign-ups; signing in still works. */
export function SignUpsClosed() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-md border bg-muted p-4 text-sm text-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>{signUpsClosedMessage}</p>
    </div>
  );
}
