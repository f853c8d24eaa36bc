/**
 * Raised by services for a failure the caller should see, with the spec's extra fields. A
 * server-side failure (5xx) may carry its `cause`: the caller sees the message, the log the cause.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}
