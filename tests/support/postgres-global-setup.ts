import pg from "pg";

/**
 * Fails the run early, with a clear message, when TEST_DATABASE_URL does not answer. For the
 * run, the test database commits without waiting for its write-ahead log to reach the disk
 * (`synchronous_commit = off`): a crash of PostgreSQL itself could lose the last moments of
 * test data, nothing else changes, and a file that writes hundreds of times no longer waits
 * for a disk flush each time (report-shares.test.ts took 45 s instead of 13 s on a loaded
 * machine). Where the user may not change the database's settings, it runs as it is.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
  try {
    await alterDatabase(url, "set synchronous_commit = off");
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
  }
  return () => alterDatabase(url, "reset synchronous_commit").catch(() => {});
}

/** Changes a setting of the database the URL names, for its new sessions (if allowed to). */
async function alterDatabase(url: string, setting: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string }>("select current_database() as name");
    const database = pg.escapeIdentifier(rows[0]?.name ?? "");
    await client.query(`alter database ${database} ${setting}`).catch(() => {});
  } finally {
    await client.end().catch(() => {});
  }
}
