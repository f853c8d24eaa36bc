import { vi } from "vitest";

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  credentials: RequestCredentials | undefined;
}

type Responder = (url: string) => Response | Promise<Response>;

/**
 * Replaces global fetch with one that records each request and answers with `respond`.
 * CSRF token requests get a token unless `respond` answers them. Undo with vi.unstubAllGlobals.
 */
export function fakeFetch(respond: Responder = () => jsonResponse({ ok: true })) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : null,
      credentials: init.credentials,
    });
    return respond(url);
  });
  return requests;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** Answers CSRF token requests with `token` and everything else with `other`. */
export function withCsrfToken(token: string, other: Responder): Responder {
  return (url) =>
    url.startsWith("/api/csrf-token") ? jsonResponse({ csrfToken: token }) : other(url);
}

/** Search parameters of a relative URL. */
export function paramsOf(url: string): URLSearchParams {
  return new URL(url, "http://localhost").searchParams;
}

export function pathOf(url: string): string {
  return new URL(url, "http://localhost").pathname;
}
