import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataFolderInUse,
  lockDataFolder,
  lockFileOf,
} from "../../src/server/data-folder/data-folder-lock";
import { thisProcess } from "../../src/server/data-folder/process-identity";
import { createServerData } from "../support/server-data";
import { launchServer } from "../support/server-process";

// The lock every process takes before it opens DATA_DIR/db (the server, operator commands),
// tried by real separate processes where it matters: processes starting at the same moment.

const root = fileURLToPath(new URL("../..", import.meta.url));
const folders: string[] = [];
const holders: ChildProcess[] = [];

afterEach(async () => {
  for (const holder of holders.splice(0)) holder.kill("SIGKILL");
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-lock-"));
  folders.push(folder);
  return folder;
}

type Outcome = { locked: boolean; message?: string };
type Holder = { process: ChildProcess; outcome(): Promise<Outcome> };

/** Separate processes (hold-data-folder.ts), each ready to try the lock when told "go". */
async function startHolders(dataDir: string, count: number): Promise<Holder[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      // One process (no tsx wrapper), so that killing it kills the holder.
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "tests/support/hold-data-folder.ts", dataDir],
        { cwd: root, stdio: ["pipe", "pipe", "inherit"] },
      );
      holders.push(child);
      const lines = createInterface({ input: child.stdout ?? process.stdin })[
        Symbol.asyncIterator
      ]();
      const next = async () => {
        const { value, done } = await lines.next();
        if (done) throw new Error("the holder process ended early");
        return String(value);
      };
      expect(await next()).toBe("ready");
      return { process: child, outcome: async () => JSON.parse(await next()) as Outcome };
    }),
  );
}

/** Tells every holder "go" at once and collects what each got. */
async function race(holdersAtOnce: Holder[]): Promise<Outcome[]> {
  for (const holder of holdersAtOnce) holder.process.stdin?.write("go\n");
  return Promise.all(holdersAtOnce.map((holder) => holder.outcome()));
}

describe("the data folder lock", () => {
  it("of eight processes taking a free data folder at the same moment, exactly one gets it", async () => {
    const dataDir = await newDataDir();
    const outcomes = await race(await startHolders(dataDir, 8));

    expect(outcomes.filter((outcome) => outcome.locked)).toHaveLength(1);
    for (const refused of outcomes.filter((outcome) => !outcome.locked)) {
      expect(refused.message).toContain(
        '"test holder" is using this data folder; run this again when it has finished.',
      );
    }
  }, 120_000);

  it("of eight processes finding the lock of a killed process, exactly one takes it over", async () => {
    const dataDir = await newDataDir();
    const [first] = await startHolders(dataDir, 1);
    if (!first) throw new Error("no holder");
    expect(await race([first])).toEqual([{ locked: true }]);
    const killed = new Promise((resolve) => first.process.once("exit", resolve));
    first.process.kill("SIGKILL");
    await killed;
    const left = JSON.parse(await readFile(lockFileOf(dataDir), "utf8")) as { pid: number };
    expect(left.pid).toBe(first.process.pid);

    const outcomes = await race(await startHolders(dataDir, 8));

    expect(outcomes.filter((outcome) => outcome.locked)).toHaveLength(1);
  }, 120_000);

  it("refuses while its holder runs, and is free again once released", async () => {
    const dataDir = await newDataDir();
    const lock = await lockDataFolder(dataDir, "npm run backup");

    const refusal = await lockDataFolder(dataDir, "server").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as DataFolderInUse).message).toBe(
      `"npm run backup" is using this data folder; run this again when it has finished. (${dataDir} is used by process ${process.pid} since ${lock.holder.since})`,
    );

    await lock.release();
    const again = await lockDataFolder(dataDir, "server");
    await again.release();
  });

  it("names the running server and what to do instead", async () => {
    const dataDir = await newDataDir();
    const lock = await lockDataFolder(dataDir, "server");
    const refusal = await lockDataFolder(dataDir, "npm run restore").catch(
      (error: unknown) => error,
    );
    await lock.release();

    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as DataFolderInUse).explain("restore into another, empty DATA_DIR")).toMatch(
      /^CertMinder is running on this data folder; stop it first, or restore into another, empty DATA_DIR\. \(/,
    );
  });

  it("takes over a lock whose process id now belongs to another process", async () => {
    const dataDir = await newDataDir();
    // This very process runs under the recorded id, but it started at another time.
    const reused = { ...thisProcess(), startTime: "1", token: "0123456789abcdef" };
    await writeFile(
      lockFileOf(dataDir),
      JSON.stringify({ ...reused, role: "server", since: "2020-01-01T00:00:00.000Z" }),
    );

    const lock = await lockDataFolder(dataDir, "server");

    expect(JSON.parse(await readFile(lockFileOf(dataDir), "utf8"))).toMatchObject({
      token: lock.holder.token,
    });
    await lock.release();
  });

  it("counts a holder on another machine while its heartbeat is fresh, and not after", async () => {
    const dataDir = await newDataDir();
    const file = lockFileOf(dataDir);
    const elsewhere = {
      pid: 1,
      startTime: "100",
      machine: "another-host",
      token: "fedcba9876543210",
      role: "server",
      since: "2020-01-01T00:00:00.000Z",
    };
    await writeFile(file, JSON.stringify(elsewhere));

    const refusal = await lockDataFolder(dataDir, "server").catch((error: unknown) => error);
    expect((refusal as DataFolderInUse).message).toContain(
      "is used by process 1 on another machine or container",
    );

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(file, twoMinutesAgo, twoMinutesAgo);
    const lock = await lockDataFolder(dataDir, "server");
    await lock.release();
  });

  it("takes over a damaged lock file", async () => {
    const dataDir = await newDataDir();
    await writeFile(lockFileOf(dataDir), "{ not json");

    const lock = await lockDataFolder(dataDir, "server");

    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
  });
});

describe("a server killed with its process group", () => {
  it("is followed at once by a new server on the same data folder, which serves", async () => {
    const data = await createServerData();
    const launched: Awaited<ReturnType<typeof launchServer>>[] = [];
    try {
      // As a process manager restarting a crashed server: the server's process group is
      // killed, and the next server starts as soon as the port is free, while the killed one
      // is still a zombie that its parent has not collected.
      const first = await launchServer(data.env, { underSlowParent: true });
      launched.push(first);
      expect(await first.healthy(), first.output()).toBe(true);
      await first.stop("SIGKILL");
      const state = (await readFile(`/proc/${first.pid}/stat`, "utf8")).split(") ")[1]?.[0];
      expect(state).toBe("Z");

      const second = await launchServer(data.env);
      launched.push(second);

      expect(await second.healthy(), second.output()).toBe(true);
      expect(second.output()).not.toContain("CertMinder is running on this data folder");
    } finally {
      for (const server of launched) {
        await server.stop("SIGKILL");
        server.end();
      }
      await data.remove();
    }
  }, 120_000);
});
