import { totalCountHeader } from "@common/pagination";
import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";

/** limit/offset of a 1-based page. */
export function pageWindow({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Sends one page of a list with the number of rows on all pages in `x-total-count`. */
export function sendPage<Row>(reply: FastifyReply, rows: Row[], total: number) {
  return reply.header(totalCountHeader, String(total)).send(rows);
}

/**
 * The total carried by a page's rows (`count(*) over ()`). Past the last page no row carries
 * it, so `countAll` is asked instead; the first page needs no second query.
 */
export async function pageTotal(
  rows: { total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset === 0 ? 0 : countAll();
}

/** `count(*) over ()`: the number of rows the query matched, before limit and offset. */
export const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);
export const countRows = () => sql<number>`count(*)`.mapWith(Number);
