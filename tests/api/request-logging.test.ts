import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { loggerOptions } from "../../src/server/logger";
import { Agent } from "../support/agent";
import { addCertification } from "../support/certifications";
import { createUser, signedIn, signInAs } from "../support/factories";
import { SeededRandom } from "../support/seeded-random";
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

it("does not write a refused sign-in's text to the log, however long", async () => {
  // Random letters do not compress: stored as they are, they once overflowed an index row.
  const random = new SeededRandom(11);
  const username = Array.from({ length: 2_800 }, () =>
    String.fromCharCode(random.int(0x21, 0x7e)),
  ).join("");
  const before = lines.length;
  const response = await new Agent(t.app).post("/api/login", { username, password: "x" });
  expect(response.statusCode).toBe(400);
  const written = lines.slice(before).join("");
  expect(written).toContain('"url":"/api/login"');
  expect(written).not.toContain(JSON.stringify(username.slice(0, 40)).slice(1, -1));
  expect(written.length).toBeLessThan(3_000);
});

it("does not write a share link's token to the log", async () => {
  const { agent } = await signedIn(t, { subscriptionStatus: "active" });
  const certification = await addCertification(agent);
  const created = await agent.post(`/api/reports/certifications/${certification.id}/shares`, {
    expiresInDays: 7,
  });
  expect(created.statusCode).toBe(201);
  const token = created.json<{ url: string }>().url.split("/shared/")[1] ?? "missing";
  const before = lines.length;
  const visitor = new Agent(t.app);
  expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);
  expect((await visitor.get(`/api/shared/${token}/transcript.pdf?x=1`)).statusCode).toBe(200);
  expect((await visitor.get(`/shared/${token}`)).statusCode).toBe(404);

  const written = lines.slice(before).join("");
  expect(written).toContain('"url":"/api/shared/[redacted]"');
  expect(written).toContain('"url":"/api/shared/[redacted]/transcript.pdf?x=1"');
  expect(written).not.toContain(token);
});
