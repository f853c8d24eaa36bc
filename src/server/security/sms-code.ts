import { queueSms } from "../delivery/outbox";
import type { ServiceDepsWithKey } from "../feature-deps";
import { type CodeType, codeLifetimeText, issueCode } from "./one-time-codes";

/** Texts a fresh 6-digit code to the phone number. */
export async function textCode(
  deps: ServiceDepsWithKey,
  userId: number,
  phoneNumber: string,
  type: CodeType,
  purpose: string,
): Promise<void> {
  const code = await issueCode(deps, { userId }, type, phoneNumber);
  await queueSms(deps.db, {
    to: phoneNumber,
    text: `Your CertMinder ${purpose} code is ${code}. It expires in ${codeLifetimeText}.`,
  });
}
