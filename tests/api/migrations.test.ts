import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate, migrationsFolder, readMigrations } from "../../src/server/db/migrate";
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

  it("count a reminder method picked before the question existed as its answer", async () => {
    const adding = readMigrations().find((migration) =>
      migration.statements.some((statement) => statement.includes("reminder_method_chosen_at")),
    );
    const before = await migrationsBefore(adding?.tag);
    const empty = await openEmptyTestDatabase();
    try {
      await migrate(empty.db, before);
      await empty.db.execute(sql`
        insert into users (username, password, email, notification_method, updated_at) values
          ('picked_email', 'x', 'picked@example.com', 'email', '2026-01-05T10:00:00Z'),
          ('kept_default', 'x', 'kept@example.com', 'in-app', '2026-01-05T10:00:00Z')`);
      await migrate(empty.db);
      const rows = await queryRows<{ username: string; chosen: string | null }>(
        empty.db,
        sql`select username, reminder_method_chosen_at::text as chosen from users order by username`,
      );
      expect(rows).toEqual([
        { username: "kept_default", chosen: null },
        { username: "picked_email", chosen: expect.stringMatching(/^2026-01-05 10:00:00/) },
      ]);
    } finally {
      await empty.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});

/** A copy of the migrations folder whose journal stops before the migration `tag`. */
async function migrationsBefore(tag: string | undefined): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
