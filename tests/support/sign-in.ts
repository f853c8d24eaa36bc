/** The answer of POST /api/login while sign-in is locked for `minutes` more. */
export function lockedLogin(minutes: number) {
  return {
    message: `Too many failed login attempts. Please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
    rateLimited: true,
    retryAfter: minutes,
  };
}
