import type { PinoLoggerOptions } from "fastify/types/logger";

/** Paths logged requests must never reveal, whatever a future serializer adds. */
const redactedPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'req.headers["x-admin-session"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.confirmPassword",
  "*.code",
];

/**
 * A token in a path: a share link's (the page or its API), which opens someone's audit packet,
 * and a calendar feed's (`/ics/<token>.ics`), which reads someone's deadlines.
 */
const shareTokenInPath = /(\/shared\/)[^/?#]+/g;
const feedTokenInPath = /(\/ics\/)[^/?#]+/g;

/** A request's URL as logged: tokens replaced, so a log reader cannot open what they open. */
export function loggedUrl(url: string): string {
  return url.replace(shareTokenInPath, "$1[redacted]").replace(feedTokenInPath, "$1[redacted]");
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** pino options for the server: JSON lines, or readable lines on a terminal in development. */
export function loggerOptions(level: string, { pretty = false } = {}): PinoLoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: {
      // Fastify's own request fields, with the URL's share token hidden.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
      : {}),
  };
}
