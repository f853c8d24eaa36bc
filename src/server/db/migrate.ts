import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./open";

/** Next to this file in the sources, and copied next to the server bundle by the build. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; it only has to be the same for every instance of the app.
const migrationLockKey = 4_812_003_117;

type Journal = { entries: { tag: string; when: number }[] };

type Migration = { tag: string; hash: string; statements: string[] };

export function readMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(
    readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return journal.entries.map(({ tag }) => {
    const text = readFileSync(path.join(folder, `${tag}.sql`), "utf8");
    return {
      tag,
      hash: createHash("sha256").update(text).digest("hex"),
      // Tables are created in the connection's search_path schema rather than always in
      // public, so a deployment (or a test run) can use a schema of its own.
      statements: text
        .split("--> statement-breakpoint")
        .map((statement) => statement.replaceAll('"public".', "").trim())
        .filter(Boolean),
    };
  });
}

/**
 * Applies every migration not yet applied, in one transaction that holds an advisory lock:
 * a second instance starting at the same moment waits, then finds nothing left to do.
 * Returns the tags it applied.
 */
export async function migrate(db: Database, folder = migrationsFolder): Promise<string[]> {
  const migrations = readMigrations(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    await tx.execute(sql`
      create table if not exists schema_migrations (
        tag text primary key,
        hash text not null,
        applied_at timestamptz not null default now()
      )`);
    const rows = await queryRows<{ tag: string }>(tx, sql`select tag from schema_migrations`);
    const applied = new Set(rows.map((row) => row.tag));
    const pending = migrations.filter((migration) => !applied.has(migration.tag));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into schema_migrations (tag, hash) values (${migration.tag}, ${migration.hash})`,
      );
    }
    return pending.map((migration) => migration.tag);
  });
}
