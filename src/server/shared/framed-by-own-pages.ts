import type { FastifyReply } from "fastify";

/**
 * Lets the app's own pages show this answer in a frame (the review screen shows a certificate
 * beside its form); every other answer keeps `frame-ancestors 'none'` (decision 058).
 */
export function framedByOwnPages(reply: FastifyReply): FastifyReply {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return reply;
  return reply.header(
    "content-security-policy",
    policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
}
