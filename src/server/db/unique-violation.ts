type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error under Drizzle's wrapper (pg and PGlite both give code and constraint). */
function driverError(error: unknown): DriverError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const wrapped = error as DriverError;
  if (wrapped.code !== undefined) return wrapped;
  return wrapped.cause === undefined ? undefined : driverError(wrapped.cause);
}

/**
 * Whether the error is a unique violation (23505) of the index `constraint`: what two saves
 * racing past the check before them meet.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const driver = driverError(error);
  return driver?.code === "23505" && driver.constraint === constraint;
}
