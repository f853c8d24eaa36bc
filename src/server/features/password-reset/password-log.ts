import type { ServiceDeps } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/**
 * Writes a password-reset or password-change step to the auth log at the app's clock time
 * (the hourly reset-email limit counts these rows). Never a password or a code.
 */
export async function logPasswordEvent(
  { db, clock }: ServiceDeps,
  origin: RequestOrigin,
  event: {
    eventType: "password-reset" | "password-change";
    step: string;
    status: "success" | "failure";
    user?: { id: number; username: string };
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAuthEvent(db, origin, {
    userId: event.user?.id ?? null,
    username: event.user?.username ?? null,
    eventType: event.eventType,
    eventSubtype: event.step,
    status: event.status,
    ...(event.details ? { details: event.details } : {}),
    at: clock.now(),
  });
}
