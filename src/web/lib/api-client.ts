import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { adminHeaders } from "./admin-session";
import { throwIfNotOk } from "./api-error";
import { fetchCsrfToken } from "./csrf-token";
import { appendParams, paramValue } from "./url-params";

const methodsWithoutCsrf = new Set(["GET", "HEAD", "OPTIONS"]);

/** Sends one API request by the rules of spec section 7; throws an ApiError unless OK. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const verb = method.toUpperCase();
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { ...adminHeaders(url) };
  if (hasBody) headers["content-type"] = "application/json";
  if (!methodsWithoutCsrf.has(verb)) {
    const token = await fetchCsrfToken();
    if (token) headers["x-csrf-token"] = token;
  }
  // A POST without body would otherwise be cacheable by some proxies and browsers.
  const target = verb === "POST" && !hasBody ? appendParams(url, [["cache", cacheBuster()]]) : url;
  const response = await fetch(target, {
    method: verb,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The URL a query key reads: the first element is the path, the rest are name/value pairs
 * (null and undefined skipped, objects as JSON), then `cache` with the current time.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const [path, ...pairs] = queryKey;
  if (typeof path !== "string") throw new Error("A query key must start with the URL to read");
  const params: [string, string][] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const name = pairs[index];
    const value = paramValue(pairs[index + 1]);
    if (typeof name === "string" && value !== null) params.push([name, value]);
  }
  params.push(["cache", cacheBuster()]);
  return appendParams(path, params);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** TanStack Query reader: GET of the key's URL, parsed as JSON; a 401 may read as null. */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    const response = await fetch(queryKeyToUrl(queryKey), {
      headers: typeof path === "string" ? adminHeaders(path) : {},
      credentials: "include",
      signal,
    });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    const text = await response.text();
    return text === "" ? null : JSON.parse(text);
  };
}

function cacheBuster(): string {
  return String(Date.now());
}
