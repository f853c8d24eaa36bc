/**
 * A non-OK API response. The message follows the spec's rule (`status: body text`, or the
 * status text when the body is empty); the body stays readable for fields such as
 * `rateLimited` or `retryAfter`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.bodyText = bodyText;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiError(response.status, response.statusText, bodyText);
}

/** The parsed JSON object of a failed response, or null when there is none. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || error.bodyText === "") return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
