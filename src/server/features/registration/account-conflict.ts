import { violatesUnique } from "../../db/unique-violation";
import { HttpError } from "../../shared/http-error";

export const conflictMessages = {
  username: "Username already exists",
  email: "An account with this email already exists",
} as const;

/**
 * The 409 for a unique violation (23505) on the users' username or email index, raised when
 * two sign-ups race past the checks; undefined for any other error.
 */
export function accountConflict(error: unknown): HttpError | undefined {
  if (violatesUnique(error, "users_username_key")) {
    return new HttpError(409, conflictMessages.username);
  }
  if (violatesUnique(error, "users_email_key")) return new HttpError(409, conflictMessages.email);
  return undefined;
}
