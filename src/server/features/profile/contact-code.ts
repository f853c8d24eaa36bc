import type { UserRow } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { checkCode, codeFailureMessages, tooManyCodesMessage } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { type ContactChange, logContactChange, requestsInLastHour } from "./contact-change-log";

/** Requests for email and phone changes one user may make per hour, per kind of change. */
export const maxRequestsPerHour = 5;

const codeTypes = { "email-change": "email-change", "phone-change": "phone" } as const;

/**
 * Refuses a sixth request within the hour: each code is an email or a text message to an
 * address the user typed, which must not become a way to flood someone else (or run up SMS
 * costs), nor the "email taken" answer a way to test addresses by the thousand.
 */
export async function ensureCodeAllowance(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  change: ContactChange,
): Promise<void> {
  if ((await requestsInLastHour(deps, user.id, change)) < maxRequestsPerHour) return;
  await logContactChange(deps, origin, user, change, "rate-limited");
  throw new HttpError(429, tooManyCodesMessage);
}

/**
 * Uses up the user's latest code for the change and answers the address or number it was sent
 * to; a wrong, expired or locked code is logged and refused with the sign-up flow's messages.
 */
export async function redeemContactCode(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  change: ContactChange,
  code: string,
): Promise<string> {
  const check = await checkCode(deps, { userId: user.id }, codeTypes[change], code, {
    consume: true,
  });
  if (check.result === "valid" && check.target) return check.target;
  const reason = check.result === "valid" ? "invalid" : check.result;
  await logContactChange(deps, origin, user, change, "code-rejected", { reason });
  throw new HttpError(400, codeFailureMessages[reason]);
}
