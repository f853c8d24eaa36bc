import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface Session {
    /** The address this browser proved with its sign-up code. */
    verifiedSignUpEmail?: string;
  }
}

/**
 * A verified sign-up is completed by the browser that entered the code, so someone who only
 * knows the address cannot take it over between verification and registration.
 */
export function rememberVerifiedEmail(request: FastifyRequest, email: string): void {
  request.session.verifiedSignUpEmail = email;
}

export function verifiedEmailOf(request: FastifyRequest): string | undefined {
  return request.session.verifiedSignUpEmail;
}
