import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { loggerOptions } from "../../src/server/logger";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = setUpTestApp({ logger: { ...loggerOptions("trace"), stream } });

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
