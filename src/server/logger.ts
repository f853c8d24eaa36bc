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

/** pino options for the server: JSON lines, or readable lines on a terminal in development. */
export function loggerOptions(level: string, { pretty = false } = {}): PinoLoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
      : {}),
  };
}
