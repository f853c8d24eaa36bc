import type { ServiceDeps } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/** The steps of a sign-up as they appear in the auth log (eventType "registration"). */
export type SignUpStep =
  | "code-sent"
  | "account-exists-notice"
  | "rate-limited"
  | "email-verified"
  | "code-rejected"
  | "account-created"
  | "refused";

/**
 * Writes one sign-up step to the auth log at the app's clock time (the hourly email limit
 * counts these rows). Never a password or a code.
 */
export async function logSignUpStep(
  { db, clock }: ServiceDeps,
  origin: RequestOrigin,
  step: SignUpStep,
  event: { email: string; userId?: number; username?: string; reason?: string; resend?: boolean },
): Promise<void> {
  const { userId, username, ...details } = event;
  const failed = step === "rate-limited" || step === "code-rejected" || step === "refused";
  await recordAuthEvent(db, origin, {
    userId: userId ?? null,
    username: username ?? null,
    eventType: "registration",
    eventSubtype: step,
    status: failed ? "failure" : "success",
    details,
    at: clock.now(),
  });
}
