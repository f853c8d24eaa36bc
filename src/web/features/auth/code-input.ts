/** What a typed or pasted code becomes before the form sees it. */

/** The emailed code: digits only, at most `length` of them. */
export function emailCodeInput(value: string, length = 6): string {
  return value.replace(/\D/g, "").slice(0, length);
}

/**
 * An MFA code as pasted from an app or a recovery-code list: spaces and dashes go; anything
 * else stays (and no cap) so the field's own messages can explain what is wrong.
 */
export function mfaCodeInput(value: string): string {
  return value.replace(/[\s-]/g, "");
}
