import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps, ServiceDeps } from "../../feature-deps";
import { emailsToAddressInLastHour, type RequestOrigin } from "../../security/auth-log";
import { issueCode, tooManyCodesMessage } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { emailHasAccount, startPendingSignUp } from "./pending-sign-up";
import { accountExistsEmail, signUpCodeEmail } from "./sign-up-emails";
import { signUpStepsFromIp, signUpsPerIpPerHour, tooManySignUpsMessage } from "./sign-up-limits";
import { logSignUpStep, type SignUpStep } from "./sign-up-log";

const maxEmailsPerHour = 5;
/** The logged steps that mailed the address; the hourly limit counts them. */
const mailedSteps: SignUpStep[] = ["code-sent", "account-exists-notice"];

/**
 * Starts (or restarts) a sign-up for the address and emails a 6-digit code; any earlier code
 * stops working. At most 5 emails an hour reach one address, and 60 are sent for one IP
 * address. An address that already has an account gets a notice instead of the code, after the
 * same work (the pending sign-up and its code exist either way, only the email differs), so
 * neither the answer, nor its timing, nor a later check of a code tells the two apart; without
 * the code, that sign-up cannot go on.
 */
export async function sendSignUpCode(
  deps: ServiceDeps & Pick<FeatureDeps, "config">,
  origin: RequestOrigin,
  email: string,
  { resend }: { resend: boolean },
): Promise<void> {
  const { db, clock, config } = deps;
  if (
    (await emailsToAddressInLastHour(deps, "registration", mailedSteps, email)) >= maxEmailsPerHour
  ) {
    await logSignUpStep(deps, origin, "rate-limited", { email, resend });
    throw new HttpError(429, tooManyCodesMessage);
  }
  const mailedFromIp = await signUpStepsFromIp(deps, origin.ipAddress, mailedSteps);
  if (mailedFromIp >= signUpsPerIpPerHour.emails) {
    await logSignUpStep(deps, origin, "rate-limited", { email, resend, reason: "ip" });
    throw new HttpError(429, tooManySignUpsMessage);
  }
  const hasAccount = await emailHasAccount(db, email);
  const pendingId = await startPendingSignUp(deps, email);
  const code = await issueCode(
    { db, clock, key: config.encryptionKey },
    { tempUserId: pendingId },
    "signup",
  );
  await queueEmail(
    db,
    hasAccount ? accountExistsEmail(email, config.appUrl) : signUpCodeEmail(email, code),
  );
  const step = hasAccount ? "account-exists-notice" : "code-sent";
  await logSignUpStep(deps, origin, step, { email, resend });
}
