import { totalCountHeader } from "@common/pagination";
import { queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import type { z } from "zod";

/**
 * Reads by the spec's rule for reads (credentials, a cache parameter), for fetchers that need
 * more than the default query function: a parsed answer, or a page with its total.
 * `params` are name/value pairs, the same ones the query keys carry.
 */

export type QueryParams = readonly (string | number | null)[];

async function get(path: string, params: QueryParams, signal?: AbortSignal) {
  const response = await fetch(queryKeyToUrl([path, ...params]), {
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

export async function readOne<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return schema.parse(await (await get(path, [], signal)).json());
}

/** One page of a list and the number of rows on all pages (the `x-total-count` header). */
export type ListPage<Row> = { rows: Row[]; total: number };

export async function readPage<Row>(
  path: string,
  params: QueryParams,
  schema: z.ZodType<Row[]>,
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  const response = await get(path, params, signal);
  const rows = schema.parse(await response.json());
  const total = Number(response.headers.get(totalCountHeader));
  return { rows, total: Number.isInteger(total) && total >= rows.length ? total : rows.length };
}
