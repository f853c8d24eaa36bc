import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/** How a sign-in was completed, as the auth log names it. */
export type SignInWay = "password" | "trusted-device" | "mfa";

export function recordSignIn(
  db: Database,
  origin: RequestOrigin,
  user: UserRow,
  way: SignInWay,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "login",
    eventSubtype: way,
    status: "success",
    ...(details ? { details } : {}),
  });
}
