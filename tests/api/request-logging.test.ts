import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loggerOptions } from "../../src/server/logger";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    logger: { ...loggerOptions("trace"), stream },
  });
});

afterAll(async () => {
  await t.close();
});

it("logs requests without cookies, tokens or passwords", async () => {
  const user = await createUser(t.db);
  const cookie = await signInAs(t, user.id);
  const agent = new Agent(t.app, cookie);
  const token = await agent.csrfToken();
  await agent.send(
    "POST",
    "/api/logout",
    { password: "Sup3r-Secret-Pass!" },
    { "x-csrf-token": token },
  );

  const log = lines.join("");
  expect(log).toContain('"url":"/api/logout"');
  expect(log).not.toContain("Sup3r-Secret-Pass!");
  expect(log).not.toContain(token);
  expect(log).not.toContain(cookie.split("=")[1] ?? "missing");
  expect(log).not.toContain(decodeURIComponent(cookie.split("=")[1] ?? "missing"));
});
