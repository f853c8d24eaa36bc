import type { RouteAccess } from "@common/access";
import { totalCountHeader } from "@common/pagination";
import { type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Database } from "../db/open";
import { routeOptions } from "./route-options";

/** limit/offset of a 1-based page. */
function pageWindow({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Sends one page of a list with the number of rows on all pages in `x-total-count`. */
export function sendPage<Row>(reply: FastifyReply, page: { rows: Row[]; total: number }) {
  return reply.header(totalCountHeader, String(page.total)).send(page.rows);
}

/** What a paged list's route states: its summary, what it reads and the schema of a row. */
type PagedListSpec = {
  summary: string;
  /** What the caller must know besides the paging ("Another user's … answers 404."). */
  note?: string;
  params?: z.ZodType;
  querystring: z.ZodType;
  row: z.ZodType;
};

const pageDescription = "One page, with the total in the X-Total-Count header.";

/**
 * The options of a paged list's route: its access, and a schema answering an array of rows
 * whose description says the total is in `x-total-count`, as the handler's `sendPage` sends it.
 */
export function pagedListRoute<Access extends RouteAccess, Spec extends PagedListSpec>(
  access: Access,
  { summary, note, row, ...request }: Spec,
) {
  return routeOptions(access, {
    summary,
    description: note ? `${pageDescription} ${note}` : pageDescription,
    ...request,
    response: { 200: z.array(row) },
  });
}

/**
 * The total carried by a page's rows (`count(*) over ()`). Past the last page no row carries
 * it, so `countAll` is asked instead; the first page needs no second query.
 */
async function pageTotal(
  rows: { total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset === 0 ? 0 : countAll();
}

/** `count(*) over ()`: the number of rows the query matched, before limit and offset. */
export const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);
/** `count(*)`: the number of rows a query matches. */
export const countRows = () => sql<number>`count(*)`.mapWith(Number);

/**
 * One page of a list query (selecting `total: totalRows()` beside its rows, `.$dynamic()`) and
 * how many rows match in all; past the last page they are counted in `table` with `where`.
 */
export async function readPage<Query extends PgSelect & PromiseLike<{ total: number }[]>>(
  db: Database,
  query: Query,
  count: { table: PgTable; where: SQL | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const { limit, offset } = pageWindow(page);
  const rows: Awaited<Query> = await query.limit(limit).offset(offset);
  const total = await pageTotal(rows, offset, async () => {
    const [counted] = await db.select({ total: countRows() }).from(count.table).where(count.where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

/** A list's queries built once with placeholders (`.prepare(name)`): its page and its count. */
type PreparedList<Row extends { total: number }> = {
  page: { execute(values: Record<string, unknown>): Promise<Row[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
};

/**
 * One page of a prepared list (placeholders `limit` and `offset` besides `values`) and how
 * many rows match in all, as readPage answers them.
 */
export async function readPreparedPage<Row extends { total: number }>(
  list: PreparedList<Row>,
  values: Record<string, unknown>,
  page: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const rows = await list.page.execute({ ...values, limit, offset });
  const total = await pageTotal(rows, offset, async () => {
    const [counted] = await list.count.execute(values);
    return counted?.total ?? 0;
  });
  return { rows, total };
}
