import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureBuilt, type ServerProcess, startServer } from "../support/server-process";
import { openEmptyTestDatabase, testEngine } from "../support/test-database";

type Visitor = { cookie: string; token: string };

let dataDir: string;
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};
let server: ServerProcess | undefined;

beforeAll(async () => {
  await ensureBuilt();
  dataDir = await mkdtemp(path.join(tmpdir(), "certminder-durability-"));
  if (testEngine() === "postgres") {
    const empty = await openEmptyTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.searchParams.set("options", `-c search_path=${empty.schema}`);
    databaseEnv = { DATABASE_URL: url.toString() };
    dropDatabase = () => empty.close();
  }
}, 180_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function newVisitor(url: string): Promise<Visitor> {
  const response = await fetch(`${url}/api/csrf-token`);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, token: csrfToken };
}

async function logout(url: string, visitor: Visitor): Promise<number> {
  const response = await fetch(`${url}/api/logout`, {
    method: "POST",
    headers: { cookie: visitor.cookie, "x-csrf-token": visitor.token },
  });
  return response.status;
}

it(`keeps every acknowledged write through a SIGKILL (${testEngine()})`, async () => {
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", ...databaseEnv };
  server = await startServer(env);
  // Each answered request stored a session; the server is then killed without warning.
  const visitors = await Promise.all(
    Array.from({ length: 40 }, () => newVisitor(server?.url ?? "")),
  );
  expect(await server.stop("SIGKILL")).toBeNull();

  server = await startServer(env);
  const statuses = await Promise.all(visitors.map((visitor) => logout(server?.url ?? "", visitor)));
  expect(statuses).toEqual(visitors.map(() => 200));
  // A session the server never stored is refused, so the 200s above mean the sessions survived.
  expect(await logout(server.url, { cookie: "", token: visitors[0]?.token ?? "" })).toBe(403);
  expect(await server.stop("SIGTERM")).toBe(0);
}, 180_000);
