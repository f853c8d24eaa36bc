import { browserName } from "@common/accounts/browser-name";
import { type AuthLogEntry, authEventTypeLabels } from "@common/auth-logs";
import { format } from "date-fns";

/** "Mar 3, 2026, 9:41:07 AM": an entry's time in the operator's own time zone. */
export function formatEntryTime(createdAt: string): string {
  return format(new Date(createdAt), "MMM d, yyyy, h:mm:ss a");
}

/** The operator's time zone, as the page names it ("Europe/Berlin"). */
export function operatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Sign-in (disabled)": the event and, when there is one, its step. */
export function eventText(entry: Pick<AuthLogEntry, "eventType" | "eventSubtype">): string {
  const label = authEventTypeLabels[entry.eventType];
  return entry.eventSubtype ? `${label} (${entry.eventSubtype})` : label;
}

/** "Chrome on Windows", or "Unknown browser" without a user agent. */
export function browserText(userAgent: string | null): string {
  return browserName(userAgent);
}

/** Who: the username the event named, or a dash when it named none. */
export function usernameText(username: string | null): string {
  return username ?? "—";
}
