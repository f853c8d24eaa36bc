import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface Session {
    /** A sign-in whose password was right and which waits for its MFA code. */
    pendingMfa?: { userId: number; startedAt: number };
  }
}

/** The MFA step must follow the password within 10 minutes, in the same browser session. */
export const pendingSignInLifetimeMs = 10 * 60 * 1000;

/**
 * Remembers that this browser passed the password step. The session gets a new id and holds
 * nothing else, so whoever was signed in here before is not any more: nobody is, until the code.
 */
export async function rememberPendingSignIn(
  request: FastifyRequest,
  userId: number,
  now: Date,
): Promise<void> {
  await request.session.regenerate();
  request.session.pendingMfa = { userId, startedAt: now.getTime() };
}

export function hasPendingSignIn(request: FastifyRequest, userId: number, now: Date): boolean {
  const pending = request.session.pendingMfa;
  return (
    pending !== undefined &&
    pending.userId === userId &&
    now.getTime() - pending.startedAt <= pendingSignInLifetimeMs
  );
}
