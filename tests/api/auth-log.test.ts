import { expect, it } from "vitest";
import { authLogs } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();
const password = "Corr3ct!horse";

it("logs sign-in events with IP and browser, never a password or a code", async () => {
  const user = await createUser(t.db, { password: await hashPassword(password) });
  const agent = new Agent(t.app);
  await agent.post("/api/login", { username: user.username, password: "Wrong!pass1" });
  await agent.send("POST", "/api/login", undefined, {});
  await agent.post("/api/login", { username: user.username, password });
  await agent.post("/api/logout");
  const rows = (await t.db.select().from(authLogs)).filter(
    (row) => row.username === user.username || row.userId === user.id,
  );
  const events = rows.map((row) => `${row.eventType}:${row.status}`);
  expect(events).toEqual(
    expect.arrayContaining(["login:failure", "login:success", "logout:success"]),
  );
  expect(rows.every((row) => row.ipAddress === agent.ipAddress)).toBe(true);
  const text = JSON.stringify(rows);
  expect(text).not.toContain(password);
  expect(text).not.toContain("Wrong!pass1");
});
