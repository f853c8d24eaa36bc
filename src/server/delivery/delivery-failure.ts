const maxLength = 500;

/**
 * A send failure as one line fit for the outbox's lastError and the log: the error's message
 * and its cause (fetch hides the network error there), with every given secret blanked out.
 */
export function describeFailure(error: unknown, secrets: string[] = []): string {
  let text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.cause instanceof Error) text += `: ${error.cause.message}`;
  for (const secret of secrets) {
    if (secret) text = text.replaceAll(secret, "[redacted]");
  }
  text = text.replace(/\s+/g, " ").trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** A send that failed; its message is already safe to store and log. */
export class DeliveryFailure extends Error {}
