import { existsSync } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { certificationForm } from "../support/certifications";
import { setUpServerData, signedInSessions } from "../support/server-data";
import { runScript, type ServerProcess, startServer } from "../support/server-process";
import { ServerVisitor } from "../support/server-visitor";
import { testEngine } from "../support/test-database";

// npm run backup and npm run restore: the embedded database copied while users write, put
// into an empty folder, and served again. On PostgreSQL they point to pg_dump and pg_restore.

const engine = testEngine();
const data = setUpServerData();
const running: ServerProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop("SIGKILL");
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ ...env, LOG_LEVEL: "warn" });
  running.push(server);
  return server;
}

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-backup-"));
  folders.push(folder);
  return folder;
}

/** Every certification name of the signed-in visitor, all pages. */
async function certificationNames(visitor: ServerVisitor): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await visitor.get(`/api/certifications?page=${page}&pageSize=100`);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { name: string }[];
    names.push(...rows.map((row) => row.name));
    if (names.length >= Number(response.headers.get("x-total-count"))) return names;
  }
}

/** Waits for the condition; a writer's failure ends the wait with that failure. */
async function until(condition: () => boolean, failures: unknown[]) {
  while (!condition()) {
    if (failures.length > 0) throw failures[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (engine === "pglite") {
  it("a backup taken while users write holds every write acknowledged before it began; restored into an empty folder, a server serves them", async () => {
    const sessions = await signedInSessions(data, 6, { isSubscriptionOverridden: true });
    const server = await start(data.env);
    const visitors = sessions.map(({ cookie }) => new ServerVisitor(server.url, cookie));
    const attempted = visitors.map(() => new Set<string>());
    const acknowledged = visitors.map(() => [] as string[]);
    const total = () => acknowledged.reduce((sum, names) => sum + names.length, 0);
    const failures: unknown[] = [];
    let writing = true;
    // Each user writes about once every 0.7 s for as long as the backup takes: about 500
    // writes a minute in all, under the general limit of 600 a minute from one address.
    const writers = visitors.map(async (visitor, index) => {
      for (let count = 0; writing; count += 1) {
        const name = `Certification ${index}-${count}`;
        attempted[index]?.add(name);
        const response = await visitor.post("/api/certifications", certificationForm({ name }));
        if (response.status !== 201) {
          failures.push(new Error(`${name}: ${response.status} ${await response.text()}`));
          return;
        }
        acknowledged[index]?.push(name);
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    });

    await until(() => total() >= 12, failures);
    const beforeBackup = acknowledged.map((names) => [...names]);
    const file = path.join(await newFolder(), "backup.tar.gz");
    const backup = await runScript("backup", [file], data.env);
    const duringBackup = total() - beforeBackup.flat().length;
    writing = false;
    await Promise.all(writers);
    expect(failures).toEqual([]);

    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    expect(backup.stdout).toContain("and DATA_DIR/secrets.json");
    expect(backup.code).toBe(0);
    expect(duringBackup).toBeGreaterThan(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(await newFolder(), "restored");
    const restore = await runScript("restore", [file], { DATA_DIR: restoredDir });
    expect(restore.stdout).toContain(`Restored ${file}`);
    expect(restore.stdout).toContain("6 accounts");
    expect(restore.code).toBe(0);
    expect((await stat(path.join(restoredDir, "secrets.json"))).mode & 0o777).toBe(0o600);

    // The restored secrets sign the same sessions: each user is still signed in.
    const restored = await start({ DATA_DIR: restoredDir });
    for (const [index, { cookie }] of sessions.entries()) {
      const visitor = new ServerVisitor(restored.url, cookie);
      const names = await certificationNames(visitor);
      expect(names).toEqual(expect.arrayContaining(beforeBackup[index] ?? []));
      for (const name of names) expect(attempted[index]?.has(name)).toBe(true);
      const added = await visitor.post(
        "/api/certifications",
        certificationForm({ name: "After the restore" }),
      );
      expect(added.status).toBe(201);
    }
  }, 300_000);

  it("restore refuses a data folder a server holds and one that is not empty; backup works with no server too", async () => {
    // The folder holds a database, as a stopped server leaves it; no server runs.
    await (await data.open()).close();
    const file = path.join(await newFolder(), "backup.tar.gz");
    const other = path.join(await newFolder(), "other.tar.gz");
    await writeFile(other, "not a backup");

    const offline = await runScript("backup", [file], data.env);
    expect(offline.stdout).toContain(`Backup written to ${file}`);
    expect(offline.code).toBe(0);
    const again = await runScript("backup", [file], data.env);
    expect(again.stderr).toContain(`${file} already exists; name another file`);
    expect(again.code).toBe(1);

    const notEmpty = await runScript("restore", [file], data.env);
    expect(notEmpty.stderr).toContain(`${data.dataDir} is not empty`);
    expect(notEmpty.code).toBe(1);

    const held = await start(data.env);
    const whileRunning = await runScript("restore", [other], data.env);
    expect(whileRunning.stderr).toContain("not a CertMinder backup");
    expect(whileRunning.code).toBe(1);
    const intoRunning = await runScript("restore", [file], data.env);
    expect(intoRunning.stderr).toContain(
      "CertMinder is running on this data folder; stop it first, or restore into another, empty DATA_DIR.",
    );
    expect(intoRunning.code).toBe(1);
    expect((await fetch(`${held.url}/api/health`)).status).toBe(200);
    expect(await held.stop("SIGTERM")).toBe(0);
  }, 300_000);
} else {
  it("on PostgreSQL, backup and restore point to pg_dump and pg_restore instead", async () => {
    const file = path.join(await newFolder(), "backup.tar.gz");

    const backup = await runScript("backup", [file], data.env);
    expect(backup.stderr).toContain(
      'pg_dump --format=custom --file=certminder.dump "$DATABASE_URL"',
    );
    expect(backup.code).toBe(2);
    expect(existsSync(file)).toBe(false);

    const restore = await runScript("restore", [file], data.env);
    expect(restore.stderr).toContain("pg_restore");
    expect(restore.code).toBe(2);
  }, 120_000);
}
