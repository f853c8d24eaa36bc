import { HttpError } from "../../shared/http-error";

export const conflictMessages = {
  username: "Username already exists",
  email: "An account with this email already exists",
} as const;

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error under Drizzle's wrapper (pg and PGlite both give code and constraint). */
function driverError(error: unknown): DriverError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const wrapped = error as DriverError;
  if (wrapped.code !== undefined) return wrapped;
  return wrapped.cause === undefined ? undefined : driverError(wrapped.cause);
}

/**
 * The 409 for a unique violation (23505) on the users' username or email index, raised when
 * two sign-ups race past the checks; undefined for any other error.
 */
export function accountConflict(error: unknown): HttpError | undefined {
  const driver = driverError(error);
  if (driver?.code !== "23505") return undefined;
  if (driver.constraint === "users_username_key") {
    return new HttpError(409, conflictMessages.username);
  }
  if (driver.constraint === "users_email_key") return new HttpError(409, conflictMessages.email);
  return undefined;
}
