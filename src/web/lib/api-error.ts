/**
 * A non-OK API response. The message follows the spec's rule (`status: body text`, or the
 * status text when the body is empty); the body stays readable for fields such as
 * `rateLimited` or `retryAfter`. People are shown `serverMessage(error)`, never this message.
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

export const networkFailureMessage =
  "Could not reach CertMinder. Check your internet connection and try again.";

/** The request got no answer at all: the network or the server could not be reached. */
export class NetworkError extends Error {
  constructor(options: { cause: unknown }) {
    super(networkFailureMessage, options);
    this.name = "NetworkError";
  }
}

/**
 * fetch, with a request that got no answer thrown as a NetworkError (browsers word that
 * failure each their own way). A cancelled request is thrown as it is: the query layer
 * recognises its AbortError.
 */
export async function apiFetch(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init.signal?.aborted || (error instanceof Error && error.name === "AbortError")) {
      throw error;
    }
    throw new NetworkError({ cause: error });
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
