import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ActivityType } from "@common/certifications/activity";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate, migrationsFolder, readMigrations } from "../../src/server/db/migrate";
import { queryRows } from "../../src/server/db/open";
import { activities } from "../../src/server/db/schema";
import { createUser } from "../support/factories";
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
describe("the migration that gives one credit the singular", () => {
  it("rewords the activity entries written before, and nothing else", async () => {
    const user = await createUser(database.db);
    const entry = (type: ActivityType, title: string, detail = "") => ({
      userId: user.id,
      type,
      title,
      detail,
    });
    const written = [
      entry("credit_added", "Added 1 hours to CPA"),
      entry("credit_added", "Added 1 contact hours to RN 1 hours"),
      entry("credit_added", "Added 1 CEUs to BLS"),
      entry("credit_added", "Added 11 hours to CPA"),
      entry("credit_added", "Added 2 points to CPA"),
      entry("completed", "Completed the credits for CPA", "1 of 1 hours earned"),
      entry("completed", "Completed the credits for RN", "3 of 11 credits earned"),
      entry("renewed", "Renewed CPA", "Cycle 2 started; 0 of 1 CEUs earned in cycle 1"),
      entry("added", "Added 1 hours to nothing"),
    ];
    const rows = await database.db.insert(activities).values(written).returning();
    const backfill = readMigrations().find((m) => m.tag.endsWith("_plural-activity-texts"));
    expect(backfill?.statements).toHaveLength(2);
    for (const statement of backfill?.statements ?? []) {
      await database.db.execute(sql.raw(statement));
    }
    const after = await database.db
      .select({ title: activities.title, detail: activities.detail })
      .from(activities)
      .where(eq(activities.userId, user.id))
      .orderBy(activities.id);
    expect(rows).toHaveLength(written.length);
    expect(after).toEqual([
      { title: "Added 1 hour to CPA", detail: "" },
      { title: "Added 1 contact hour to RN 1 hours", detail: "" },
      { title: "Added 1 CEU to BLS", detail: "" },
      { title: "Added 11 hours to CPA", detail: "" },
      { title: "Added 2 points to CPA", detail: "" },
      { title: "Completed the credits for CPA", detail: "1 of 1 hour earned" },
      { title: "Completed the credits for RN", detail: "3 of 11 credits earned" },
      { title: "Renewed CPA", detail: "Cycle 2 started; 0 of 1 CEU earned in cycle 1" },
      { title: "Added 1 hours to nothing", detail: "" },
    ]);
  });
});
