import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContextOptions, request } from "playwright-core";
import { ensureBuilt, type ServerProcess, startServer } from "../../support/server-process";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { signUpThroughApi } from "./signed-in-account";
import { grantAccess } from "./user-access";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export type Account = { username: string; grants?: ("admin" | "premium")[] };

export type AppWithAccounts = {
  server: ServerProcess;
  /** Signed-in browser storage (the session cookie) of each account, by username. */
  signedIn: Record<string, StorageState>;
  stop(): Promise<void>;
};

export const accountPassword = "Shell!passw0rd";

/**
 * The built app on a fresh embedded database with the given accounts signed up through the
 * API; accounts with grants are made administrator or premium by the operator command, which
 * needs the server stopped, so the server is started again afterwards (sessions survive).
 */
export async function startAppWithAccounts(accounts: Account[]): Promise<AppWithAccounts> {
  await ensureBuilt();
  const sink: SmtpSink = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-e2e-shell-"));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: sink.url };
  let server = await startServer(env);
  const signedIn: Record<string, StorageState> = {};
  for (const { username } of accounts) {
    const api = await request.newContext({ baseURL: server.url });
    await signUpThroughApi(api, sink, { username, password: accountPassword });
    signedIn[username] = await api.storageState();
    await api.dispose();
  }
  if (accounts.some(({ grants }) => grants?.length)) {
    await server.stop();
    for (const { username, grants = [] } of accounts) {
      for (const access of grants) grantAccess(dataDir, username, access);
    }
    server = await startServer(env);
  }
  const running = server;
  return {
    server: running,
    signedIn,
    stop: async () => {
      await running.stop();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
