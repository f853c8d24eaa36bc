import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { controlSocketOf } from "../../src/server/data-folder/control-socket";
import { lockFileOf } from "../../src/server/data-folder/data-folder-lock";
import { setUpServerData } from "../support/server-data";
import {
  type LaunchedServer,
  launchServer,
  runScript,
  type ServerProcess,
  startServer,
} from "../support/server-process";
import { ServerVisitor } from "../support/server-visitor";
import { testEngine } from "../support/test-database";

// One process per embedded database: a second server, the operator commands and a server
// killed without warning, with real processes. On PostgreSQL there is no data folder to
// hold: the same steps show that nothing is refused there.

const engine = testEngine();
const data = setUpServerData();
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop("SIGKILL");
});

async function start(): Promise<ServerProcess> {
  const server = await startServer({ ...data.env, LOG_LEVEL: "warn" });
  running.push(server);
  return server;
}

async function launch(): Promise<LaunchedServer> {
  const server = await launchServer({ ...data.env, LOG_LEVEL: "warn" });
  running.push(server);
  return server;
}

const runningMessage =
  "CertMinder is running on this data folder; stop it first, or set DATA_DIR to another folder to run a second one.";

it(`a second server on the same data folder (${engine}): ${engine === "pglite" ? "refused at once, the first keeps serving" : "both serve"}`, async () => {
  const first = await start();
  const second = await launch();

  if (engine === "pglite") {
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(runningMessage);
    expect(second.output()).toContain(`is used by process ${first.pid}`);
  } else {
    expect(await second.healthy()).toBe(true);
  }
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
}, 180_000);

it(`seed:demo and user:grant while the server runs (${engine}): the change shows in its API`, async () => {
  const server = await start();
  const socket = controlSocketOf(data.dataDir);
  if (engine === "pglite") {
    // Only the server's own user can reach its control socket.
    expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
  } else {
    expect(existsSync(socket)).toBe(false);
  }

  const seeded = await runScript("seed:demo", [], data.env);
  expect(seeded.stderr).not.toContain("Error");
  expect(seeded.stdout).toContain(
    'Demo account created: username "demo", password "CertMinder-demo-1".',
  );
  expect(seeded.code).toBe(0);

  const visitor = new ServerVisitor(server.url);
  const login = await visitor.post("/api/login", {
    username: "demo",
    password: "CertMinder-demo-1",
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ username: "demo", isAdmin: false });

  const granted = await runScript("user:grant", ["demo", "admin"], data.env);
  expect(granted.stdout).toContain("demo now has administrator access.");
  expect(granted.code).toBe(0);
  const user = await visitor.get("/api/user");
  expect(await user.json()).toMatchObject({ username: "demo", isAdmin: true });

  // Neither changes anything, so both can be asked at the same moment.
  const [missing, again] = await Promise.all([
    runScript("user:grant", ["nobody", "premium"], data.env),
    runScript("seed:demo", [], data.env),
  ]);
  expect(missing.stderr).toContain('No account has the username "nobody".');
  expect(missing.code).toBe(1);
  expect(again.stdout).toContain('The demo account already exists (username "demo").');

  expect(await server.stop("SIGTERM")).toBe(0);
  // Nothing was written around the server: it all survives a restart.
  const restarted = await start();
  const afterRestart = new ServerVisitor(restarted.url);
  const secondLogin = await afterRestart.post("/api/login", {
    username: "demo",
    password: "CertMinder-demo-1",
  });
  expect(await secondLogin.json()).toMatchObject({ username: "demo", isAdmin: true });
}, 240_000);

it(`after a SIGKILL (${engine}), the next server starts${engine === "pglite" ? ", taking over the lock the killed one left" : ""}`, async () => {
  const killed = await start();
  expect(await killed.stop("SIGKILL")).toBeNull();
  const lockFile = lockFileOf(data.dataDir);
  if (engine === "pglite") {
    expect(JSON.parse(await readFile(lockFile, "utf8"))).toMatchObject({ pid: killed.pid });
  } else {
    expect(existsSync(lockFile)).toBe(false);
  }

  const next = await start();

  expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  if (engine === "pglite") {
    expect(JSON.parse(await readFile(lockFile, "utf8"))).toMatchObject({
      pid: next.pid,
      role: "server",
    });
  }
  expect(await next.stop("SIGTERM")).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
}, 180_000);

it(`two servers started at the same moment on one data folder (${engine}): ${engine === "pglite" ? "exactly one serves" : "both serve"}`, async () => {
  const servers = await Promise.all([launch(), launch()]);
  const healthy = await Promise.all(servers.map((server) => server.healthy()));

  if (engine === "pglite") {
    expect(healthy.filter(Boolean)).toHaveLength(1);
    const refused = servers[healthy.indexOf(false)];
    expect(await refused?.exited).toBe(1);
    expect(refused?.output()).toContain(runningMessage);
  } else {
    expect(healthy).toEqual([true, true]);
  }
}, 180_000);
