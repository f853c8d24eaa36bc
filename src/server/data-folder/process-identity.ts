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

/** The start time of a running process, or null when it does not run or cannot be asked. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat !== null) {
    // Field 22 (starttime, in clock ticks since boot), counted after the command name, which
    // is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
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
 * started at another time than recorded is another process that was given the same id.
 */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (identity.startTime === null) return true;
  const startTime = processStartTime(identity.pid);
  return startTime === null || startTime === identity.startTime;
}
