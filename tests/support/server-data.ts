import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { systemClock } from "../../src/server/clock";
import { loadOrCreateSecrets } from "../../src/server/config";
import { lockDataFolder } from "../../src/server/data-folder/data-folder-lock";
import { migrate } from "../../src/server/db/migrate";
import { type DatabaseHandle, embeddedDataDir, openDatabase } from "../../src/server/db/open";
import type { users } from "../../src/server/db/schema";
import { createUser, signInAs } from "./factories";
import { ensureBuilt } from "./server-process";
import { setUpResource } from "./set-up-resource";
import { openEmptyTestDatabase, testEngine } from "./test-database";

const initialDatabase = fileURLToPath(
  new URL("../../dist/server/initial-database.tar.gz", import.meta.url),
);

/**
 * What a real server process (server-process.ts) runs on: a new DATA_DIR, with its generated
 * secrets, and on PostgreSQL a new schema. The test can open the database itself, as an
 * operator command would: the embedded one only while no server runs.
 */
export type ServerData = {
  dataDir: string;
  /** The server's environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  sessionSecret: string;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
};

export async function createServerData(): Promise<ServerData> {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-server-"));
  const { sessionSecret } = loadOrCreateSecrets(dataDir);
  if (testEngine() === "postgres") {
    const empty = await openEmptyTestDatabase();
    await migrate(empty.db);
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.searchParams.set("options", `-c search_path=${empty.schema}`);
    return {
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      sessionSecret,
      open: () => empty.connect(),
      remove: async () => {
        await empty.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    sessionSecret,
    open: async () => {
      const lock = await lockDataFolder(dataDir, "test set-up");
      const folder = embeddedDataDir(dataDir);
      // A new folder starts from the build's migrated empty database, as the server's would.
      const initial = existsSync(path.join(folder, "PG_VERSION"))
        ? undefined
        : new Blob([await readFile(initialDatabase)]);
      const database = await openDatabase({ dataDir: folder, loadDataDir: initial });
      return {
        ...database,
        close: async () => {
          await database.close();
          await lock.release();
        },
      };
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new ServerData for the tests of this file, removed after them. */
export function setUpServerData(): Omit<ServerData, "remove"> {
  return setUpResource("The server's data", createServerData, (data) => data.remove(), {
    timeout: 180_000,
  });
}

/**
 * New users, each with a session stored as the app stores them, for a server that runs on
 * `data` (or will): answers each user's id, username and session cookie.
 */
export async function signedInSessions(
  data: Pick<ServerData, "open" | "sessionSecret">,
  count: number,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: number; username: string; cookie: string }[]> {
  const database = await data.open();
  try {
    const signedIn = [];
    for (let index = 0; index < count; index += 1) {
      const user = await createUser(database.db, overrides);
      const context = { db: database.db, sessionSecret: data.sessionSecret, clock: systemClock };
      const cookie = await signInAs(context, user.id);
      signedIn.push({ userId: user.id, username: user.username, cookie });
    }
    return signedIn;
  } finally {
    await database.close();
  }
}
