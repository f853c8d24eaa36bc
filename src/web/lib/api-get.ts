import { totalCountHeader } from "@common/pagination";
import { z } from "zod";
import { adminHeaders, forgetAdminSessionIfRefused } from "./admin-session";
import { apiFetch, throwIfNotOk } from "./api-error";
import { appendParams, paramValue } from "./url-params";

/**
 * The one way the web app reads from the API (spec section 7): a GET with credentials, the
 * query parameters and `cache` with the current time, the admin header on admin paths, and the
 * JSON answer checked by the endpoint's schema from src/common.
 */

/** Query parameters by name, sent in this order; null and undefined are left out. */
export type QueryParams = Readonly<Record<string, unknown>>;

export type UnauthorizedBehavior = "returnNull" | "throw";

export type GetOptions = {
  params?: QueryParams;
  signal?: AbortSignal;
  /** "returnNull" reads a 401 as null (nobody signed in), so the schema must accept null. */
  on401?: UnauthorizedBehavior;
};

/** The URL of a read: `path`, its parameters (objects as JSON), then `cache` with the time. */
export function readUrl(path: string, params: QueryParams = {}): string {
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(params)) {
    const value = paramValue(raw);
    if (value !== null) pairs.push([name, value]);
  }
  pairs.push(["cache", String(Date.now())]);
  return appendParams(path, pairs);
}

/** The answer's JSON (null for an empty body or a 401 read as null) and its headers. */
async function get(path: string, { params, signal, on401 = "throw" }: GetOptions) {
  const response = await apiFetch(readUrl(path, params), {
    headers: adminHeaders(path),
    credentials: "include",
    signal,
  });
  if (on401 === "returnNull" && response.status === 401) {
    return { json: null, headers: response.headers };
  }
  try {
    await throwIfNotOk(response);
  } catch (error) {
    forgetAdminSessionIfRefused(path, error);
    throw error;
  }
  const text = await response.text();
  return { json: text === "" ? null : (JSON.parse(text) as unknown), headers: response.headers };
}

/** GET `path`, the answer parsed by `schema`. */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: GetOptions = {},
): Promise<z.output<Schema>> {
  return schema.parse((await get(path, options)).json);
}

/** One page of a list and the number of rows on all pages (the `x-total-count` header). */
export type ListPage<Row> = { rows: Row[]; total: number };

/** GET one page of a list, each row parsed by `rowSchema`. */
export async function apiGetPage<RowSchema extends z.ZodType>(
  path: string,
  rowSchema: RowSchema,
  options: Omit<GetOptions, "on401">,
): Promise<ListPage<z.output<RowSchema>>> {
  const { json, headers } = await get(path, options);
  const rows = z.array(rowSchema).parse(json);
  const total = Number(headers.get(totalCountHeader));
  return { rows, total: Number.isInteger(total) && total >= rows.length ? total : rows.length };
}
