import type { Certification, CertificationListQuery } from "@common/certifications/certification";
import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { rowAsJson } from "../../db/row-as-json";
import { certifications } from "../../db/schema";
import { countRows, readPreparedPage, totalRows } from "../../shared/pagination";
import { toCertification } from "./owned-certification";

const { creditsMissing: missing, creditsRequired: required } = certifications;
/** What counts toward the requirement as progressStatus reads it: required less missing. */
const counted = sql`greatest(${required} - ${missing}, 0)`;
const incomplete = sql`${required} > 0 and ${missing} > 0`;

/**
 * The SQL form of progressStatus (progress.ts): nothing missing is Completed; credits missing
 * while nothing is required overall (a category minimum alone) is At Risk; else the share of
 * the required that counts. The columns are numeric, so the comparisons are exact at the edges.
 */
export const progressFilters: Record<DeadlineStatus, SQL> = {
  Completed: sql`(${missing} <= 0)`,
  "On Track": sql`(${incomplete} and ${counted} * 100 >= ${required} * 75)`,
  "In Progress": sql`(${incomplete} and ${counted} * 100 < ${required} * 75 and ${counted} * 100 >= ${required} * 40)`,
  "At Risk": sql`(${missing} > 0 and (${required} <= 0 or ${counted} * 100 < ${required} * 40))`,
};

/** A listed certification travels as one JSON value (see rowAsJson). */
const listedRow = rowAsJson(certifications);

type ListShape = Pick<CertificationListQuery, "status" | "progress" | "sort"> & {
  search: boolean;
};

/**
 * The list's query for one shape of request (which filters are set, which order), with the
 * user, the search pattern, the status and the page window as placeholders. Built once per
 * shape and database: a request only binds its values, and PostgreSQL parses each shape once
 * per connection (named prepared statements).
 */
function pageQuery(db: Database, shape: ListShape, name: string) {
  const conditions: SQL[] = [eq(certifications.userId, sql.placeholder("userId"))];
  if (shape.search) {
    const pattern = sql.placeholder("pattern");
    const matches = or(
      ilike(certifications.name, pattern),
      ilike(certifications.provider, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (shape.status) conditions.push(eq(certifications.status, sql.placeholder("status")));
  if (shape.progress) conditions.push(progressFilters[shape.progress]);

  const deadline = sql`coalesce(${certifications.expirationDate}, ${certifications.reportingPeriodEnd})`;
  const order =
    shape.sort === "name"
      ? [asc(sql`lower(${certifications.name})`), asc(certifications.id)]
      : [
          sql`${deadline} asc nulls last`,
          asc(sql`lower(${certifications.name})`),
          asc(certifications.id),
        ];
  const where = and(...conditions);
  return {
    page: db
      .select({ certification: listedRow.json, total: totalRows() })
      .from(certifications)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`certification_page_${name}`),
    count: db
      .select({ total: countRows() })
      .from(certifications)
      .where(where)
      .prepare(`certification_count_${name}`),
  };
}

const pageQueries = new WeakMap<Database, Map<string, ReturnType<typeof pageQuery>>>();

function pageQueryFor(db: Database, query: CertificationListQuery) {
  const shape: ListShape = {
    search: Boolean(query.search),
    status: query.status,
    progress: query.progress,
    sort: query.sort,
  };
  const name = [
    shape.search ? "search" : "all",
    shape.status ? "status" : "any_status",
    shape.progress ? progressNames[shape.progress] : "any_progress",
    shape.sort,
  ].join("_");
  let queries = pageQueries.get(db);
  if (!queries) {
    queries = new Map();
    pageQueries.set(db, queries);
  }
  let prepared = queries.get(name);
  if (!prepared) {
    prepared = pageQuery(db, shape, name);
    queries.set(name, prepared);
  }
  return prepared;
}

const progressNames: Record<DeadlineStatus, string> = {
  Completed: "completed",
  "On Track": "on_track",
  "In Progress": "in_progress",
  "At Risk": "at_risk",
};

/** One page of the user's certifications with the number on all pages, in one query. */
export async function listCertifications(
  db: Database,
  userId: number,
  query: CertificationListQuery,
): Promise<{ rows: Certification[]; total: number }> {
  const prepared = pageQueryFor(db, query);
  const values = {
    userId,
    pattern: query.search ? likePattern(query.search) : undefined,
    status: query.status,
  };
  const { rows, total } = await readPreparedPage(prepared, values, query);
  return {
    rows: rows.map(({ certification }) => toCertification(listedRow.read(certification))),
    total,
  };
}
