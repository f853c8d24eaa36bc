import { setTimeout as sleep } from "node:timers/promises";
import { ConfigError, type StorageConfig } from "../config";
import type { DatabaseHandle } from "../db/open";
import { openConfiguredDatabase } from "../db/open-configured";
import { type ControlClient, controlClient, ServerUnreachable } from "./control-client";
import { DataFolderInUse, serverRole } from "./data-folder-lock";

/** An operator command's refusal: printed as it is, on one line, with a non-zero exit. */
export class CommandRefused extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Runs an operator command (npm run backup, restore, seed:demo, user:grant, user:revoke,
 * admin:password). */
export async function runOperatorCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof CommandRefused || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = error instanceof CommandRefused ? error.exitCode : 1;
      return;
    }
    throw error;
  }
}

export type OperatorWork<T> = {
  /** On the database this process opened: no server holds the data folder, or PostgreSQL. */
  direct(database: DatabaseHandle): Promise<T>;
  /** Through the server that holds the data folder, on its control socket. */
  throughServer(server: ControlClient): Promise<T>;
};

/** How long a command waits for a server that holds the folder but does not answer yet. */
const serverStartWaitMs = 30_000;

/**
 * Does an operator command's work without ever opening the embedded database a second time:
 * through the running server when one holds DATA_DIR, otherwise on the database opened here
 * (holding DATA_DIR meanwhile). With DATABASE_URL the work is always direct.
 */
export async function runOnDataFolder<T>(
  config: StorageConfig,
  role: string,
  work: OperatorWork<T>,
): Promise<T> {
  const deadline = Date.now() + serverStartWaitMs;
  while (true) {
    let database: DatabaseHandle;
    try {
      database = await openConfiguredDatabase(config, { role });
    } catch (error) {
      if (!(error instanceof DataFolderInUse)) throw error;
      if (error.holder.role !== serverRole) {
        throw new CommandRefused(error.message);
      }
      try {
        return await work.throughServer(controlClient(config.dataDir));
      } catch (unreachable) {
        if (!(unreachable instanceof ServerUnreachable)) throw unreachable;
        if (Date.now() > deadline) {
          throw new CommandRefused(error.explain("run this command again once it has started"));
        }
      }
      await sleep(250);
      continue;
    }
    try {
      return await work.direct(database);
    } finally {
      await database.close();
    }
  }
}
