import { Readable } from "node:stream";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { certificationStatusLabels } from "@common/certifications/certification";
import { formatCredits } from "@common/certifications/credit-amount";
import {
  optimizedViewColumnLabels as labels,
  type OptimizedViewExportQuery,
  type OptimizedViewRow,
} from "@common/optimized-view";
import type { Database } from "../../db/open";
import { csvByteOrderMark, csvRow } from "../../shared/csv";
import { certificationFilters } from "./certification-filters";
import type { Cursor } from "./certification-order";
import { readCertifications } from "./read-certifications";

/** Rows read per query: a few hundred kilobytes of CSV at a time, whatever the list's size. */
export const csvBatchSize = 1000;

export const certificationsCsvHeader = [
  "ID",
  labels.holder,
  "Holder name",
  labels.name,
  labels.provider,
  labels.expiration,
  labels.reportingPeriodEnd,
  labels.creditsEarned,
  labels.creditsRequired,
  "Unit",
  labels.status,
  "Progress",
  "Updated at",
] as const;

function cellsOf(row: OptimizedViewRow) {
  return [
    row.id,
    row.holder.username,
    row.holder.fullName,
    row.name,
    row.provider,
    row.expirationDate,
    row.reportingPeriodEnd,
    formatCredits(row.creditsEarned),
    formatCredits(row.creditsRequired),
    row.creditsUnit,
    certificationStatusLabels[row.status],
    row.progress,
    row.updatedAt,
  ];
}

/**
 * Every certification the filters match, in the list's order, as CSV (byte order mark, CRLF,
 * formulas neutralised): read in keyset batches as the answer is sent, so the whole set is
 * never in memory and a closed connection stops the reading.
 */
export function certificationsCsv(
  db: Database,
  query: OptimizedViewExportQuery,
  today: CalendarDate,
): Readable {
  const where = certificationFilters(db, query, today);
  const order = { sort: query.sort, direction: query.direction };
  async function* lines() {
    yield `${csvByteOrderMark}${csvRow(certificationsCsvHeader)}`;
    let cursor: Cursor | null = null;
    for (;;) {
      const batch = await readCertifications(db, where, order, cursor, csvBatchSize);
      if (batch.length > 0) yield batch.map(({ row }) => csvRow(cellsOf(row))).join("");
      const last = batch.at(-1);
      if (batch.length < csvBatchSize || !last) return;
      cursor = last.cursor;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** "Certifications 2026-11-24.csv", dated by the administrator's day. */
export function certificationsCsvFileName(today: CalendarDate): string {
  return `Certifications ${today}.csv`;
}
