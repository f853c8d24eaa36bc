import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { adminHeaders, forgetAdminSessionIfRefused } from "./admin-session";
import { apiFetch, throwIfNotOk } from "./api-error";
import { apiGet, type QueryParams, readUrl, type UnauthorizedBehavior } from "./api-get";
import { fetchCsrfToken } from "./csrf-token";
import { appendParams } from "./url-params";

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
  const response = await apiFetch(target, {
    method: verb,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  try {
    await throwIfNotOk(response);
  } catch (error) {
    forgetAdminSessionIfRefused(url, error);
    throw error;
  }
  return response;
}

/** Sends a change by apiRequest and answers its JSON, checked by the endpoint's schema. */
export async function apiSend<Schema extends z.ZodType>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  schema: Schema,
  body?: unknown,
): Promise<z.output<Schema>> {
  const response = await apiRequest(method, url, body);
  return schema.parse(await response.json());
}

/**
 * The URL a query key reads: the first element is the path, the rest are name/value pairs
 * (null and undefined skipped, objects as JSON), then `cache` with the current time.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const { path, params } = readOfKey(queryKey);
  return readUrl(path, params);
}

/**
 * The default query function: apiGet of the key's URL, the JSON as it is (a query with its
 * own fetcher checks it by schema); a 401 may read as null.
 */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return ({ queryKey, signal }) => {
    const { path, params } = readOfKey(queryKey);
    return apiGet(path, z.unknown(), { params, signal, on401: options.on401 });
  };
}

function readOfKey(queryKey: QueryKey): { path: string; params: QueryParams } {
  const [path, ...pairs] = queryKey;
  if (typeof path !== "string") throw new Error("A query key must start with the URL to read");
  const params: Record<string, unknown> = {};
  for (let index = 0; index < pairs.length; index += 2) {
    const name = pairs[index];
    if (typeof name === "string") params[name] = pairs[index + 1];
  }
  return { path, params };
}

function cacheBuster(): string {
  return String(Date.now());
}
