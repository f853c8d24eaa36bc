import pg from "pg";
import { DatabaseAvailability } from "./database-availability";
import { DatabaseUnavailableError } from "./database-unavailable";

// Opening a connection gives up after this long: PostgreSQL answers a connection in
// milliseconds, so a longer wait means an unreachable server and the request gets a 503.
const connectTimeoutMs = 3000;

// Waiting for one of the pool's connections gives up after this long. A burst (an office
// signing in at nine, a browser's first load) queues behind busy connections that are
// answering, and is served in turn; a request still waiting after this is answered 503
// rather than queued without end. Once the database is known to be unavailable, every
// waiting request is refused at once instead.
const poolWaitMs = 10_000;

// A connection held this long makes the pool check, once, that the database still answers:
// a query on a network that went silent gets no error until TCP gives up, minutes later, so a
// failed probe (which drops every connection) is what ends it. A slow query costs one probe.
const heldLongMs = 2000;

// How long PostgreSQL keeps a session that waits, inside a transaction, for its next statement.
const idleInTransactionTimeoutMs = 10_000;

/** A pooled connection: opening it gives up after `connectTimeoutMs`, however long the wait. */
class BoundedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A connection of its own, outside the pool: connect, `select 1`, close; bounded in time. */
async function probe(config: pg.ClientConfig): Promise<void> {
  const client = new pg.Client({
    ...config,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: connectTimeoutMs,
  });
  client.on("error", () => {});
  const drop = () => client.connection.stream.destroy();
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    drop();
    throw error;
  }
  // The answer came; closing is not part of it, and a close that never completes is dropped.
  const dropLater = setTimeout(drop, connectTimeoutMs);
  dropLater.unref();
  client.end().then(() => clearTimeout(dropLater), drop);
}

/**
 * The connection pool, made to survive the database going away:
 * - every client it creates has an error listener from its first moment, so a connection lost
 *   while checked out (mid-query, mid-transaction) is never an unhandled 'error' event;
 * - a lost connection makes the pool's availability probe; while the database is found
 *   unavailable, `connect` (and so every query) fails at once with DatabaseUnavailableError,
 *   and the pool's connections are dropped, so none waits on a dead socket;
 * - a failure to connect (refused, timed out, too many connections) is a
 *   DatabaseUnavailableError too, and so is a wait for a pooled connection longer than
 *   `poolWaitMs`; requests still waiting when the database is found unavailable are refused
 *   then;
 * - a connection held for long makes it probe too, since a silent network raises no error.
 */
export class PostgresPool extends pg.Pool {
  readonly availability: DatabaseAvailability;
  private readonly clients = new Set<pg.PoolClient>();
  private readonly heldSince = new Map<pg.PoolClient, number>();
  /** Requests waiting for a connection; refused at once when the database is found unavailable. */
  private readonly waiting = new Set<ConnectCallback>();
  private readonly watch: NodeJS.Timeout;

  constructor(config: pg.PoolConfig) {
    const withDefaults: pg.PoolConfig = {
      connectionTimeoutMillis: poolWaitMs,
      Client: BoundedClient,
      // Names the connections in pg_stat_activity; application_name in the URL overrides it.
      fallback_application_name: "certminder",
      // A transaction whose connection went silent would keep its locks on the server until
      // TCP gives up, hours later, and every request needing them would wait as long: the
      // server ends a session left idle inside a transaction this long. The app's own
      // transactions never pause between statements for more than a moment, the reminder
      // sweep's included.
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
      ...config,
    };
    super(withDefaults);
    this.availability = new DatabaseAvailability({
      probe: () => probe(withDefaults),
      onUnavailable: () => {
        this.refuseWaiting();
        this.dropConnections();
      },
    });
    const connectionLost = () => void this.availability.verify();
    this.on("connect", (client) => {
      this.clients.add(client);
      client.on("error", connectionLost);
    });
    this.on("remove", (client) => {
      this.clients.delete(client);
      this.heldSince.delete(client);
    });
    this.on("acquire", (client) => this.heldSince.set(client, performance.now()));
    this.on("release", (_error, client) => this.heldSince.delete(client));
    // An idle client whose connection dropped; the pool has already removed it.
    this.on("error", connectionLost);
    this.watch = setInterval(() => this.checkHeldConnections(), heldLongMs / 4);
    this.watch.unref();
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return new Promise((resolve, reject) =>
        this.connect((error, client) => (client ? resolve(client) : reject(error))),
      );
    }
    const refusal = this.availability.refusal();
    if (refusal) {
      process.nextTick(() => callback(refusal, undefined, () => {}));
      return;
    }
    const answer: ConnectCallback = (error, client, done) => {
      this.waiting.delete(answer);
      callback(error, client, done);
    };
    this.waiting.add(answer);
    super.connect((error, client, done) => {
      if (!this.waiting.has(answer)) {
        // Refused already, while it waited: the connection goes back to the pool unused.
        if (client) done();
        return;
      }
      if (error) {
        void this.availability.verify();
        answer(new DatabaseUnavailableError(error), undefined, done);
        return;
      }
      answer(undefined, client, done);
    });
  }

  /** Closes the pool and stops probing. */
  close(): Promise<void> {
    clearInterval(this.watch);
    this.availability.close();
    return this.end();
  }

  private checkHeldConnections() {
    const now = performance.now();
    for (const [client, since] of this.heldSince) {
      if (now - since < heldLongMs) continue;
      this.heldSince.delete(client);
      void this.availability.verify();
    }
  }

  /** Answers every request still waiting for a connection with the outage. */
  private refuseWaiting() {
    for (const answer of [...this.waiting]) {
      answer(new DatabaseUnavailableError(), undefined, () => {});
    }
  }

  /** Ends every pooled connection at once; their queries fail now instead of at a TCP timeout. */
  private dropConnections() {
    for (const client of this.clients) {
      if (client instanceof pg.Client) client.connection.stream.destroy();
    }
  }
}
