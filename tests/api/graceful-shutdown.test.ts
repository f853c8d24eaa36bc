import { existsSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import { afterEach, expect, it } from "vitest";
import { lockFileOf } from "../../src/server/data-folder/data-folder-lock";
import { certificationForm } from "../support/certifications";
import { passwordHashOf } from "../support/factories";
import { setUpServerData, signedInSessions } from "../support/server-data";
import { type ServerProcess, startServer } from "../support/server-process";
import { ServerVisitor } from "../support/server-visitor";
import { testEngine } from "../support/test-database";

// SIGTERM while many requests are in flight, with the real server: every request that was
// sent before the signal gets its whole answer, and the server exits cleanly.

const engine = testEngine();
const data = setUpServerData();
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop("SIGKILL");
});

type Answer = { status: number; body: string; connection: string | undefined };

/** A request on the agent's connections: when it was handed to the network, and its answer. */
function send(
  agent: http.Agent,
  url: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: string },
): { sent: Promise<void>; answer: Promise<Answer> } {
  const request = http.request(url, { method, agent, headers });
  const sent = new Promise<void>((resolve) => request.once("finish", resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.once("error", reject);
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text,
          connection: response.headers.connection,
        }),
      );
    });
  });
  request.end(body);
  return { sent, answer };
}

/** How a new TCP connection to the port ends: "connected", or the error's code. */
function tryConnecting(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

it(`on SIGTERM under load (${engine}), every request sent before it is answered and the server exits 0`, async () => {
  const requests = 99;
  const password = "Shutdown-passw0rd";
  const sessions = await signedInSessions(data, 10, {
    isSubscriptionOverridden: true,
    password: await passwordHashOf(password),
  });
  const server = await startServer({ ...data.env, LOG_LEVEL: "info" });
  running.push(server);
  const visitors = sessions.map(({ cookie }) => new ServerVisitor(server.url, cookie));
  const tokens = await Promise.all(visitors.map((visitor) => visitor.csrfToken()));
  // Signing in hashes the password on worker threads, so those requests stay in flight.
  const signingIn = Array.from({ length: requests / 3 }, () => new ServerVisitor(server.url));
  const signInTokens = await Promise.all(signingIn.map((visitor) => visitor.csrfToken()));
  const username = sessions[0]?.username;

  // One open connection per request, so that each request goes out at once on its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: requests });
  const warmUp = Array.from({ length: requests }, () =>
    send(agent, `${server.url}/api/health`, { method: "GET", headers: {} }),
  );
  for (const { answer } of warmUp) expect((await answer).status).toBe(200);

  let answeredBeforeSignal = 0;
  let signalled = false;
  const inFlight = Array.from({ length: requests }, (_, index) => {
    const visitor = index % visitors.length;
    const cookie = visitors[visitor]?.cookieHeader ?? "";
    const name = `Before the signal ${index}`;
    const target = `${server.url}/api/certifications`;
    const kind = (["write", "sign-in", "read"] as const)[index % 3];
    const call =
      kind === "write"
        ? send(agent, target, {
            method: "POST",
            headers: {
              cookie,
              "content-type": "application/json",
              "x-csrf-token": tokens[visitor] ?? "",
            },
            body: JSON.stringify(certificationForm({ name })),
          })
        : kind === "sign-in"
          ? send(agent, `${server.url}/api/login`, {
              method: "POST",
              headers: {
                cookie: signingIn[Math.floor(index / 3)]?.cookieHeader ?? "",
                "content-type": "application/json",
                "x-csrf-token": signInTokens[Math.floor(index / 3)] ?? "",
              },
              body: JSON.stringify({ username, password }),
            })
          : send(agent, target, { method: "GET", headers: { cookie } });
    void call.answer.then(
      () => {
        if (!signalled) answeredBeforeSignal += 1;
      },
      () => {},
    );
    return { ...call, kind, name, visitor };
  });
  await Promise.all(inFlight.map(({ sent }) => sent));
  signalled = true;
  const exitCode = server.stop("SIGTERM");

  while (!server.output().includes("shutting down")) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await tryConnecting(Number(new URL(server.url).port))).toBe("ECONNREFUSED");
  const answers = await Promise.all(inFlight.map(({ answer }) => answer));

  expect(answers.filter(({ status }) => status < 200 || status > 299)).toEqual([]);
  expect(answeredBeforeSignal).toBeLessThan(requests);
  expect(await exitCode).toBe(0);
  if (engine === "pglite") expect(existsSync(lockFileOf(data.dataDir))).toBe(false);

  // Every write the server acknowledged is kept.
  const restarted = await startServer({ ...data.env, LOG_LEVEL: "warn" });
  running.push(restarted);
  for (const [index, { cookie }] of sessions.entries()) {
    const response = await new ServerVisitor(restarted.url, cookie).get(
      "/api/certifications?pageSize=100",
    );
    const names = ((await response.json()) as { name: string }[]).map(({ name }) => name);
    const written = inFlight.filter((call, position) => {
      return call.visitor === index && call.kind === "write" && answers[position]?.status === 201;
    });
    expect(names.sort()).toEqual(written.map(({ name }) => name).sort());
  }
}, 240_000);
