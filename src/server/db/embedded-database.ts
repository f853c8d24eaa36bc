import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { DrizzleQueryError } from "drizzle-orm";
import { DatabaseAvailability } from "./database-availability";
import { DatabaseUnavailableError } from "./database-unavailable";
import { EmbeddedStatements } from "./embedded-statements";

/**
 * The extensions the migrations create (pg_trgm: the search indexes). Every PGlite instance
 * that opens a CertMinder database loads them; one that did not could not use those indexes.
 */
export const embeddedExtensions = { pg_trgm };

/** A statement that only reads or writes rows (it changes no table's shape). */
const readsOrWrites = /^\s*(select|insert|update|delete|with|values)\b/i;

/** A PostgreSQL error: the query was refused, the engine itself is fine. */
function isSqlError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** The engine's own error under Drizzle's wrapper, if the failure came from a query. */
function queryFailure(error: unknown): unknown {
  for (let link = error; link instanceof Error; link = link.cause) {
    if (link instanceof DrizzleQueryError) return link.cause;
  }
  return undefined;
}

/**
 * The embedded database (PGlite), made to survive its engine failing: an error of the engine
 * rather than of SQL (the instance aborted or closed, its files unreadable) is checked with a
 * `select 1`; if that fails too, the query fails with DatabaseUnavailableError (a 503), and
 * every later query does at once until a probe answers again. Queries outside a transaction
 * run as prepared statements (EmbeddedStatements), one exchange with the engine each.
 */
export class EmbeddedDatabase extends PGlite {
  readonly availability = new DatabaseAvailability({ probe: () => this.probe() });
  readonly #statements = new EmbeddedStatements(this);

  static async open(options: PGliteOptions): Promise<EmbeddedDatabase> {
    const database = new EmbeddedDatabase({ ...options, extensions: embeddedExtensions });
    await database.waitReady;
    return database;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    this.availability.check();
    try {
      // A query with a file attached (COPY) takes PGlite's own way.
      if (options?.blob) return await super.query<T>(query, params, options);
      await this._checkReady();
      // The same locks as PGlite's query: one statement at a time, never inside a transaction.
      return await this._runExclusiveTransaction(() =>
        this._runExclusiveQuery(async () => {
          try {
            return await this.#statements.run<T>(query, params ?? [], options);
          } finally {
            // After a change of the tables, no statement runs as it was planned.
            if (!readsOrWrites.test(query)) this.#statements.forgetAll();
          }
        }),
      );
    } catch (error) {
      throw await this.engineFailure(error, error);
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.availability.check();
    let callbackError: unknown;
    try {
      return await super.transaction(async (tx) => {
        try {
          return await callback(this.#prepared(tx));
        } catch (error) {
          callbackError = error;
          throw error;
        }
      });
    } catch (error) {
      // The probe waits for the transaction's lock, so it runs only once the transaction ended.
      const engineError = error === callbackError ? queryFailure(error) : error;
      throw await this.engineFailure(engineError, error);
    }
  }

  /**
   * The transaction with its reads and writes run as prepared statements, as outside one.
   * Anything else (a change of the tables, a blob) takes PGlite's own path, and after a change
   * of the tables every prepared statement is prepared again, so none runs stale.
   */
  #prepared(tx: Transaction): Transaction {
    const prepared: Transaction = Object.create(tx);
    prepared.query = async <T>(query: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.blob || !readsOrWrites.test(query)) {
        try {
          return await tx.query<T>(query, params, options);
        } finally {
          if (!options?.blob) this.#statements.forgetAll();
        }
      }
      if (tx.closed) throw new Error("Transaction is closed");
      return this._runExclusiveQuery(() =>
        this.#statements.run<T>(query, params ?? [], options, { inTransaction: true }),
      );
    };
    return prepared;
  }

  /** `thrown` as it is, or as DatabaseUnavailableError when the engine cannot answer. */
  private async engineFailure(engineError: unknown, thrown: unknown): Promise<unknown> {
    if (engineError === undefined || isSqlError(engineError)) return thrown;
    return (await this.availability.verify()) ? thrown : new DatabaseUnavailableError(thrown);
  }

  private async probe(): Promise<void> {
    await super.query("select 1");
  }
}
