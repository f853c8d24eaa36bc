import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * A strict Content-Security-Policy: scripts only from this origin (no inline script, no eval),
 * styles from this origin plus inline ones, images also from data: and blob: URLs (QR codes). HTTPS-only headers
 * are sent only when the app is served over HTTPS.
 */
export const securityHeaders = fp<{ https: boolean }>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix dialogs lock scrolling with an injected <style> element; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000 } : false,
    });
  },
  { name: "security-headers" },
);
