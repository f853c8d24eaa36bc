import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiGetPage, type QueryParams } from "./api-get";

/**
 * The query of a read that is one GET: `path` with `params`, the answer parsed by `schema`,
 * kept under `queryKey` (from the feature's key factory). A cache time or a kept previous
 * answer is added by spreading it (`{ ...readQuery(...), staleTime: 0 }`); a read that needs
 * more than the GET keeps a fetcher of its own.
 */
export function readQuery<Schema extends z.ZodType, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  schema: Schema,
  params?: QueryParams,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.output<Schema>> => apiGet(path, schema, { params, signal }),
  });
}

/**
 * The query of one page of a server-paged list: GET `path` with `params` (the filters and the
 * page), each row parsed by `rowSchema`. The page shown stays on screen while the next page or
 * filter loads.
 */
export function listPageQuery<RowSchema extends z.ZodType, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  rowSchema: RowSchema,
  params: QueryParams,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGetPage(path, rowSchema, { params, signal }),
    placeholderData: keepPreviousData,
  });
}
