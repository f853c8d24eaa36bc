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

describe("the migration to records and requirements", () => {
  it("keeps every credit, owned by its user and counted in its cycle, and stops counting credits outside the period", async () => {
    const before = await migrationsBefore("0011_records-and-requirements");
    const empty = await openEmptyTestDatabase();
    try {
      await migrate(empty.db, before);
      await empty.db.execute(sql`
        insert into users (id, username, password, email) overriding system value values
          (41, 'nurse', 'x', 'nurse@example.com')`);
      await empty.db.execute(sql`
        insert into certifications (id, user_id, name, reporting_period_start,
          reporting_period_end, credits_required, credits_earned, cycle) overriding system value values
          (51, 41, 'RN', '2025-01-01', '2026-12-31', 30, 12, 2),
          (52, 41, 'BLS', null, null, 4, 5, 1)`);
      await empty.db.execute(sql`
        insert into certification_cycles (certification_id, cycle, credits_required, credits_earned)
          values (51, 1, 20, 15)`);
      await empty.db.execute(sql`
        insert into education_credits (id, certification_id, title, credits, completion_date, cycle)
          overriding system value values
          (61, 51, 'Cycle one', 15, '2024-06-01', 1),
          (62, 51, 'Before the period', 4, '2024-12-31', 2),
          (63, 51, 'Inside the period', 8, '2025-01-01', 2),
          (64, 52, 'Any day', 5, '2020-01-01', 1)`);

      await migrate(empty.db);

      const shares = await queryRows<{ creditId: number; certificationId: number; cycle: number }>(
        empty.db,
        sql`select credit_id as "creditId", certification_id as "certificationId", cycle
          from credit_certifications order by credit_id`,
      );
      expect(shares).toEqual([
        { creditId: 61, certificationId: 51, cycle: 1 },
        { creditId: 62, certificationId: 51, cycle: 2 },
        { creditId: 63, certificationId: 51, cycle: 2 },
        { creditId: 64, certificationId: 52, cycle: 1 },
      ]);
      const credits = await queryRows<{ id: number; userId: number; credits: string }>(
        empty.db,
        sql`select id, user_id as "userId", credits::text as credits from education_credits order by id`,
      );
      expect(credits).toEqual([
        { id: 61, userId: 41, credits: "15.00" },
        { id: 62, userId: 41, credits: "4.00" },
        { id: 63, userId: 41, credits: "8.00" },
        { id: 64, userId: 41, credits: "5.00" },
      ]);
      const certifications = await queryRows<{ id: number; earned: string; missing: string }>(
        empty.db,
        sql`select id, credits_earned::text as earned, credits_missing::text as missing
          from certifications order by id`,
      );
      expect(certifications).toEqual([
        { id: 51, earned: "8.00", missing: "22.00" },
        { id: 52, earned: "5.00", missing: "0.00" },
      ]);
      const cycles = await queryRows<{ earned: string; missing: string }>(
        empty.db,
        sql`select credits_earned::text as earned, credits_missing::text as missing
          from certification_cycles`,
      );
      expect(cycles).toEqual([{ earned: "15.00", missing: "5.00" }]);
    } finally {
      await empty.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
