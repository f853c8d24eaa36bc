import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Response headers by lower-case name. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * A strict Content-Security-Policy (decision record 001): scripts only from this origin (no
 * inline script, no eval), styles from this origin plus inline ones, images also from data:
 * and blob: URLs (QR codes).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix dialogs lock scrolling with an injected <style> element; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The headers every answer carries, written once when the app starts: they depend on nothing
 * but whether the app is served over HTTPS, whose two headers would break the app on plain
 * http. They are the values Helmet's defaults gave with the policy above.
 */
export function securityHeaderSet({ https }: { https: boolean }): HeaderSet {
  return Object.freeze({
    "content-security-policy": [
      ...contentSecurityPolicy,
      ...(https ? ["upgrade-insecure-requests"] : []),
    ].join(";"),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}

/**
 * Puts the security headers on every answer Fastify sends; the web app's files carry them in
 * their own precomputed headers (web-files/).
 */
export const securityHeaders = fp<{ headers: HeaderSet }>(
  async (app: FastifyInstance, { headers }) => {
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
