import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import { readAnswer, type StatementAnswer } from "./embedded-answer";

// Statements kept prepared at once; the least recently used one is closed past this many.
// Each holds its parse tree and plan in the engine: a few kilobytes.
const maxStatements = 256;

/** A column of a statement's result: its name and type. */
type Column = { name: string; dataTypeID: number };

/**
 * A statement prepared in the engine: its name, the types of its parameters and the columns
 * of its result (none for a statement that returns no rows).
 */
type Statement = { name: string; parameterTypes: number[]; columns: Column[] };

const countedCommands = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/** The engine no longer has the statement, or cannot run it as it was planned: prepare again. */
function isStaleStatement(error: unknown): boolean {
  const code = error instanceof messages.DatabaseError ? error.code : undefined;
  // 26000: the statement does not exist (DEALLOCATE ALL, DISCARD ALL); 0A000: a table it
  // reads changed the shape of its result (cached plan must not change result type).
  return code === "26000" || code === "0A000";
}

/** The error as PGlite's own query method reports it: with the query it came from. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

/**
 * Queries of the embedded database run as named prepared statements, one per query text, as
 * node-postgres does with a named query: the engine parses and plans a text once, and each
 * run is a single exchange (bind, execute, sync) instead of PGlite's six (parse, describe,
 * bind, describe, execute, sync), each of them a call into the engine. The result's columns
 * are those described when the statement was prepared. Parameters are serialized and
 * values parsed by the types the engine gives them, with PGlite's own serializers and
 * parsers, and the answer has the shape of PGlite's.
 */
export class EmbeddedStatements {
  readonly #statements = new Map<string, Statement>();
  #closing: string[] = [];
  #named = 0;

  constructor(private readonly engine: PGlite) {}

  /**
   * Runs one statement; the caller holds PGlite's query and transaction locks. In a
   * transaction (`inTransaction`) the files are synced at its end, as PGlite does, and a stale
   * statement is not run again: the error has already ended the transaction.
   */
  async run<Row>(
    query: string,
    params: unknown[],
    options?: QueryOptions,
    { inTransaction = false }: { inTransaction?: boolean } = {},
  ): Promise<Results<Row>> {
    try {
      return await this.#run<Row>(query, params, options, inTransaction);
    } catch (error) {
      if (!isStaleStatement(error)) throw withQuery(error, query, params, options);
      this.#forget(query);
      if (inTransaction) throw withQuery(error, query, params, options);
      try {
        return await this.#run<Row>(query, params, options, inTransaction);
      } catch (retried) {
        throw withQuery(retried, query, params, options);
      }
    }
  }

  /**
   * Closes every prepared statement (with the next new one): after a change of the tables'
   * shape, none is run as it was planned.
   */
  forgetAll() {
    for (const query of [...this.#statements.keys()]) this.#forget(query);
  }

  async #run<Row>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    const statement = await this.#statement(query, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.engine.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const { serialize } = protocol;
    const chunks: Buffer[] = [];
    await this.engine.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // The engine lends its own memory: keep a copy.
      { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) },
    );
    const answer = readAnswer(
      chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks),
      options?.onNotice,
    );
    if (!inTransaction) await this.engine.syncToFs();
    return this.#results<Row>(statement.columns, answer, options);
  }

  /** The answer's rows and command, as PGlite's parseResults gives them for one statement. */
  #results<Row>(columns: Column[], answer: StatementAnswer, options?: QueryOptions): Results<Row> {
    const parsers = columns.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.engine.parsers[dataTypeID],
    );
    const value = (field: string | null, index: number) => {
      const parser = parsers[index];
      if (field === null || !parser) return field;
      return parser(field, columns[index]?.dataTypeID);
    };
    if (answer.commandTag === undefined) return { affectedRows: 0, rows: [], fields: [] };
    const asObjects = options?.rowMode !== "array";
    const rows = answer.rows.map((fields) => {
      const row = fields.map(value);
      return asObjects
        ? Object.fromEntries(row.map((field, index) => [columns[index]?.name, field]))
        : row;
    });
    const words = answer.commandTag.split(" ");
    const command = words[0] ?? "";
    const count = Number.parseInt(words[words.length - 1] ?? "", 10);
    return {
      rows,
      fields: columns,
      command,
      affectedRows: countedCommands.has(command) ? count : 0,
      ...(Number.isNaN(count) ? {} : { rowCount: count }),
    } as Results<Row>;
  }

  #forget(query: string) {
    const statement = this.#statements.get(query);
    if (!statement) return;
    this.#statements.delete(query);
    this.#closing.push(statement.name);
  }

  async #statement(query: string, options?: QueryOptions): Promise<Statement> {
    const known = this.#statements.get(query);
    if (known) {
      // Most recently used last: the first entry is the one to close when room is needed.
      this.#statements.delete(query);
      this.#statements.set(query, known);
      return known;
    }
    const { serialize } = protocol;
    const name = `certminder_${++this.#named}`;
    const closing = this.#closing;
    this.#closing = [];
    const described = await this.engine.execProtocolStream(
      concat([
        ...closing.map((closed) => serialize.close({ type: "S", name: closed })),
        serialize.parse({ name, text: query, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const description = described.find(
      (message) => message instanceof messages.RowDescriptionMessage,
    );
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      columns: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    this.#statements.set(query, statement);
    if (this.#statements.size > maxStatements) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) this.#forget(oldest);
    }
    return statement;
  }
}
