import { afterAll, expect, it } from "vitest";
import { setUpServerData } from "../support/server-data";
import { type ServerProcess, startServer } from "../support/server-process";
import { testEngine } from "../support/test-database";

type Visitor = { cookie: string; token: string };

const data = setUpServerData();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
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
  const env = { ...data.env, LOG_LEVEL: "warn" };
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
