import { spawnSync } from "node:child_process";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";

/**
 * Who holds a data folder: enough to tell, later and from another process, whether that
 * process still runs. A process id alone is not: after a crash the id can be given to an
 * unrelated process, so the process's start time is kept with it and compared.
 */
export type ProcessIdentity = {
  pid: number;
  /** When the process started, as the system reports it; null where it cannot be read. */
  startTime: string | null;
  /**
   * Where the process id means something: the boot and PID namespace on Linux (a container
   * has its own), the host name elsewhere. Ids from elsewhere cannot be checked.
   */
  machine: string;
};

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

function linuxMachine(): string | null {
  const boot = readText("/proc/sys/kernel/random/boot_id");
  if (!boot) return null;
  try {
    return `${boot}/${readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return boot;
  }
}

const machine = linuxMachine() ?? `host:${hostname()}`;

/**
 * The fields of /proc/<pid>/stat after the command name (which is in parentheses and may
 * itself hold spaces or parentheses): [0] is field 3, the state. Null where there is none.
 */
function procStatFields(pid: number): string[] | null {
  const stat = readText(`/proc/${pid}/stat`);
  return stat === null ? null : stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/**
 * A process that has ended but is still listed: a zombie (Z, its parent has not yet collected
 * its exit status, which after `kill -9` can take a second or more) or one being removed (X).
 * It runs no code, holds no files, and never runs again.
 */
function hasEnded(fields: string[]): boolean {
  return fields[0] === "Z" || fields[0] === "X";
}

/** The start time of a running process, or null when it does not run or cannot be asked. */
export function processStartTime(pid: number): string | null {
  const fields = procStatFields(pid);
  if (fields !== null) {
    // Field 22: starttime, in clock ticks since boot.
    return hasEnded(fields) ? null : (fields[19] ?? null);
  }
  if (process.platform === "linux" || process.platform === "win32") return null;
  const ps = spawnSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" });
  return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : null;
}

export function thisProcess(): ProcessIdentity {
  return { pid: process.pid, startTime: processStartTime(process.pid), machine };
}

export function isOnThisMachine(identity: ProcessIdentity): boolean {
  return identity.machine === machine;
}

/**
 * Whether the process still runs; only meaningful on this machine. A process that exists but
 * started at another time than recorded is another process that was given the same id; one
 * that has ended but whose parent has not collected it yet (a zombie) does not run.
 */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const fields = procStatFields(identity.pid);
  if (fields !== null && hasEnded(fields)) return false;
  if (identity.startTime === null) return true;
  const startTime = processStartTime(identity.pid);
  return startTime === null || startTime === identity.startTime;
}
