import type { Logger } from "drizzle-orm";
import pg from "pg";

/** One statement the app sent to the database, with its parameters. */
export type CapturedQuery = { sql: string; params: unknown[] };

/** A drizzle logger that keeps every statement sent while `recording` is set. */
export class QueryRecorder implements Logger {
  private recorded: CapturedQuery[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.recorded?.push({ sql: query, params });
  }

  /** The statements sent while `work` ran. */
  async during(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
    const recorded: CapturedQuery[] = [];
    this.recorded = recorded;
    try {
      await work();
    } finally {
      this.recorded = null;
    }
    return recorded;
  }
}

/** What a statement's plan says: its execution time, the indexes it reads, its full scans. */
export type PlanSummary = {
  executionMs: number;
  indexes: string[];
  /**
   * Sequential scans: the table, its rows (the planner's estimate) and how many rows the scan
   * actually went through (fewer when a limit stopped it early).
   */
  seqScans: { table: string; rows: number; read: number }[];
};

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
};

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Only reads are explained: EXPLAIN ANALYZE runs the statement, and a change must not run twice. */
export function isRead(statement: string): boolean {
  return /^\s*(select|with)\b/i.test(statement) && !/\b(insert|update|delete)\b/i.test(statement);
}

/** EXPLAIN (ANALYZE, BUFFERS) of captured reads, on a connection of its own. */
export class PlanExplainer {
  private readonly pool: pg.Pool;
  private readonly tableRows = new Map<string, number>();

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  }

  async explain(query: CapturedQuery): Promise<PlanSummary> {
    const result = await this.pool.query<{
      "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }];
    }>(`explain (analyze, buffers, format json) ${query.sql}`, query.params);
    const [explained] = result.rows[0]?.["QUERY PLAN"] ?? [];
    if (!explained) throw new Error("EXPLAIN answered no plan");
    const indexes = new Set<string>();
    const seqScans: PlanSummary["seqScans"] = [];
    const scanned: { table: string; read: number }[] = [];
    walk(explained.Plan, (node) => {
      if (node["Index Name"]) indexes.add(node["Index Name"]);
      if (node["Node Type"] === "Seq Scan" && node["Relation Name"]) {
        const perLoop = (node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0);
        scanned.push({ table: node["Relation Name"], read: perLoop * (node["Actual Loops"] ?? 1) });
      }
    });
    for (const { table, read } of scanned) {
      seqScans.push({ table, rows: await this.rowsOf(table), read });
    }
    return { executionMs: explained["Execution Time"], indexes: [...indexes], seqScans };
  }

  /** The planner's estimate of a table's rows (pg_class.reltuples, kept by ANALYZE). */
  private async rowsOf(table: string): Promise<number> {
    const known = this.tableRows.get(table);
    if (known !== undefined) return known;
    const result = await this.pool.query<{ rows: number }>(
      "select greatest(reltuples, 0)::bigint::int as rows from pg_class where oid = to_regclass($1)",
      [table],
    );
    const rows = result.rows[0]?.rows ?? 0;
    this.tableRows.set(table, rows);
    return rows;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
