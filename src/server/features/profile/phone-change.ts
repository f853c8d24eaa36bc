import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { textCode } from "../../security/sms-code";
import { HttpError } from "../../shared/http-error";
import { logContactChange } from "./contact-change-log";
import { ensureCodeAllowance, redeemContactCode } from "./contact-code";

/** Only the last digits go to the auth log: enough to tell numbers apart. */
function numberEnding(phoneNumber: string): string {
  return phoneNumber.slice(-4);
}

/**
 * Texts a code to the new number. The account keeps its current number (and a verified one
 * keeps working for SMS sign-in) until the code comes back.
 */
export async function requestPhoneChange(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  phoneNumber: string,
): Promise<void> {
  await ensureCodeAllowance(deps, origin, user, "phone-change");
  await textCode(deps, user.id, phoneNumber, "phone", "phone verification");
  await logContactChange(deps, origin, user, "phone-change", "code-sent", {
    numberEnding: numberEnding(phoneNumber),
  });
}

/** Uses the code texted to the new number, which becomes the account's verified number. */
export async function confirmPhoneChange(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  code: string,
): Promise<UserRow> {
  const phoneNumber = await redeemContactCode(deps, origin, user, "phone-change", code);
  const [updated] = await deps.db
    .update(users)
    .set({ phoneNumber, phoneVerified: true, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new HttpError(404, "Not found");
  await logContactChange(deps, origin, user, "phone-change", "changed", {
    numberEnding: numberEnding(phoneNumber),
  });
  return updated;
}
