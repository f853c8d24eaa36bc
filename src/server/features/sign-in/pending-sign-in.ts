import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface Session {
    /** A sign-in whose password was right and which waits for its MFA code. */
    pendingMfa?: { userId: number; startedAt: number };
  }
}

/** The MFA step must follow the password within 10 minutes, in the same browser session. */
const pendingLifetimeMs = 10 * 60 * 1000;

export function rememberPendingSignIn(request: FastifyRequest, userId: number, now: Date): void {
  request.session.pendingMfa = { userId, startedAt: now.getTime() };
}

export function pendingSignInFor(request: FastifyRequest, userId: number, now: Date): boolean {
  const pending = request.session.pendingMfa;
  return (
    pending !== undefined &&
    pending.userId === userId &&
    now.getTime() - pending.startedAt <= pendingLifetimeMs
  );
}
