import pg from "pg";

/** Fails the run early, with a clear message, when TEST_DATABASE_URL does not answer. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
