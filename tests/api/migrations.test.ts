import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/server/db/migrate";
import { queryRows } from "../../src/server/db/open";
import { openEmptyTestDatabase, setUpTestDatabase } from "../support/test-database";

const database = setUpTestDatabase();

describe("migrations", () => {
  it("apply nothing a second time", async () => {
    expect(await migrate(database.db)).toEqual([]);
    const rows = await queryRows<{ tag: string }>(
      database.db,
      sql`select tag from schema_migrations`,
    );
    expect(rows.map((row) => row.tag)).toEqual(readMigrations().map((m) => m.tag));
  });

  it("are applied once when two instances start at the same moment", async () => {
    const empty = await openEmptyTestDatabase();
    const second = await empty.connect();
    try {
      const results = await Promise.all([migrate(empty.db), migrate(second.db)]);
      const tags = readMigrations().map((m) => m.tag);
      expect(results.flat()).toEqual(tags);
      const rows = await queryRows<{ tag: string }>(
        empty.db,
        sql`select tag from schema_migrations`,
      );
      expect(rows).toHaveLength(tags.length);
    } finally {
      await second.close();
      await empty.close();
    }
  });
});
