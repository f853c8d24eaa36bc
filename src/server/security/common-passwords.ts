import { isCommonPassword } from "@common/accounts/common-passwords";
import { commonPasswordMessage } from "@common/accounts/fields";
import { HttpError } from "../shared/http-error";

/** The 400 answer for a common new password; the web shows it under the password field. */
export function commonPasswordError(): HttpError {
  return new HttpError(400, commonPasswordMessage, { field: "password" });
}

/** Throws the 400 answer when a new password is on the list of common ones. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw commonPasswordError();
}
