import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, stat, unlink, utimes } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { writeNewFile } from "../shared/write-new-file";
import { isOnThisMachine, isRunning, thisProcess } from "./process-identity";

/**
 * One process at a time opens the embedded database in DATA_DIR/db: the server, or an
 * operator command while no server runs. The holder is written to DATA_DIR/db.lock; the
 * design and its reasons are in docs/decisions/012-one-process-per-data-folder.md.
 */

/** The role of the CertMinder server; operator commands are named by their npm command. */
export const serverRole = "server";

const heartbeatMs = 10_000;
/** A holder on another machine whose heartbeat is older than this is gone. */
const heartbeatStaleMs = 60_000;

const lockRecordSchema = z.object({
  pid: z.number().int(),
  startTime: z.string().nullable(),
  machine: z.string(),
  token: z.string(),
  role: z.string(),
  since: z.string(),
});
export type LockHolder = z.infer<typeof lockRecordSchema>;

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, "db.lock");
}

/** Another process holds the data folder. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super("");
    this.message = this.explain("set DATA_DIR to another folder");
  }

  /**
   * The refusal. Held by the server, it ends with what the user can do besides stopping it
   * (`otherwise`); held by an operator command, the user need only wait for it.
   */
  explain(otherwise: string): string {
    const { pid, role, since } = this.holder;
    const where = isOnThisMachine(this.holder) ? "" : " on another machine or container";
    const who = `${this.dataDir} is used by process ${pid}${where} since ${since}`;
    if (role === serverRole) {
      return `CertMinder is running on this data folder; stop it first, or ${otherwise}. (${who})`;
    }
    return `"${role}" is using this data folder; run this again when it has finished. (${who})`;
  }
}

export type DataFolderLock = {
  holder: LockHolder;
  /** Gives the folder back; safe to call more than once. */
  release(): Promise<void>;
};

/**
 * Takes DATA_DIR for this process, or throws DataFolderInUse naming the process that has it.
 * A lock left by a process that no longer runs is taken over.
 */
export async function lockDataFolder(dataDir: string, role: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const me: LockHolder = {
    ...thisProcess(),
    token: randomBytes(8).toString("hex"),
    role,
    since: new Date().toISOString(),
  };
  const outcome = await acquire(file, me);
  if (outcome.holder) throw new DataFolderInUse(dataDir, outcome.holder);

  // The heartbeat lets processes on another machine tell that the holder still runs.
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  return {
    holder: me,
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      await removeIfHeldBy(file, me.token);
    },
  };
}

type Found = { holder: LockHolder | null; token: string };

/**
 * Makes `file` hold `me`, or answers who holds it. Creating the file is one atomic link of a
 * complete record, so of processes starting together exactly one wins. A holder that no
 * longer runs is removed only by the process that takes `<file>.takeover-<its token>` the same
 * way, so two processes never both remove it and then both win.
 */
async function acquire(file: string, me: LockHolder): Promise<{ holder?: LockHolder }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await createHeldBy(file, me)) return {};
    const found = await readHolder(file);
    if (!found) continue; // released in between: try again
    if (found.holder && (await stillHeld(file, found.holder))) return { holder: found.holder };

    const takeover = `${file}.takeover-${found.token}`;
    const claim = await acquire(takeover, me);
    if (claim.holder) {
      // Another process is taking over; look again once it is done.
      await sleep(20);
      continue;
    }
    try {
      if ((await readHolder(file))?.token === found.token) await removeFile(file);
    } finally {
      await removeIfHeldBy(takeover, me.token);
    }
  }
  throw new Error(`Could not lock ${file}: too many processes are starting on it at once`);
}

function createHeldBy(file: string, me: LockHolder): Promise<boolean> {
  return writeNewFile(file, `${JSON.stringify(me)}\n`, 0o644);
}

/** The holder written in the file (null when unreadable), or undefined when there is none. */
async function readHolder(file: string): Promise<Found | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const holder = lockRecordSchema.parse(JSON.parse(text));
    return { holder, token: holder.token };
  } catch {
    return { holder: null, token: createHash("sha256").update(text).digest("hex").slice(0, 16) };
  }
}

async function stillHeld(file: string, holder: LockHolder): Promise<boolean> {
  if (isOnThisMachine(holder)) return isRunning(holder);
  try {
    return Date.now() - (await stat(file)).mtimeMs < heartbeatStaleMs;
  } catch {
    return false;
  }
}

async function removeIfHeldBy(file: string, token: string): Promise<void> {
  if ((await readHolder(file))?.token === token) await removeFile(file);
}

async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
