import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContextOptions, request } from "playwright-core";
import { testAdminCredential } from "../../support/admin";
import { ensureBuilt, type ServerProcess, startServer } from "../../support/server-process";
import { setUpResource } from "../../support/set-up-resource";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { signInToAdminAreaThroughApi, signUpThroughApi } from "./signed-in-account";
import { grantAccess } from "./user-access";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export type Account = { username: string; grants?: ("admin" | "premium")[] };

export type AppWithAccounts = {
  server: ServerProcess;
  /** The real SMTP server the app sends its mail to. */
  sink: SmtpSink;
  /** Signed-in browser storage (the session cookie) of each account, by username. */
  signedIn: Record<string, StorageState>;
  /**
   * Administrators' browser storage once also signed into the admin area with the admin
   * credential (testAdminCredential): the session cookie and localStorage adminSessionId.
   */
  inAdminArea: Record<string, StorageState>;
  stop(): Promise<void>;
};

export const accountPassword = "Shell!passw0rd";

export type AppOptions = {
  /** Added to the server's environment. */
  env?: Record<string, string>;
  /** Writes to the data folder before the server starts (seeds many rows at once). */
  prepare?: (dataDir: string) => Promise<void>;
};

/**
 * The built app on a fresh embedded database, sending its mail to a real SMTP server, with
 * the given accounts signed up through the API; accounts with grants are made administrator
 * or premium by the operator command, which the running server carries out.
 */
export async function startAppWithAccounts(
  accounts: Account[],
  { env: extraEnv = {}, prepare }: AppOptions = {},
): Promise<AppWithAccounts> {
  await ensureBuilt();
  const sink: SmtpSink = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-e2e-app-"));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: sink.url,
    ADMIN_USERNAME: testAdminCredential.username,
    ADMIN_PASSWORD: testAdminCredential.password,
    ...extraEnv,
  };
  await prepare?.(dataDir);
  const server = await startServer(env);
  const signedIn: Record<string, StorageState> = {};
  for (const { username } of accounts) {
    const api = await request.newContext({ baseURL: server.url });
    await signUpThroughApi(api, sink, { username, password: accountPassword });
    signedIn[username] = await api.storageState();
    await api.dispose();
  }
  for (const { username, grants = [] } of accounts) {
    for (const access of grants) await grantAccess(env, username, access);
  }
  const inAdminArea: Record<string, StorageState> = {};
  for (const { username, grants = [] } of accounts) {
    const state = signedIn[username];
    if (!grants.includes("admin") || !state) continue;
    inAdminArea[username] = await signInToAdminAreaThroughApi(server.url, state);
  }
  return {
    server,
    sink,
    signedIn,
    inAdminArea,
    stop: async () => {
      await server.stop();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app with accounts (startAppWithAccounts) for the tests of this file: started before
 * them and stopped after them by a hook it registers. Give it to setUpBrowser to open pages
 * on it, signed in as one of the accounts.
 */
export function setUpAppWithAccounts(
  accounts: Account[],
  options: AppOptions = {},
): Omit<AppWithAccounts, "stop"> {
  return setUpResource(
    "The app under test",
    () => startAppWithAccounts(accounts, options),
    (app) => app.stop(),
  );
}
