import { afterAll, beforeAll, expect, it } from "vitest";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
const password = "Corr3ct!horse";

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function signedInTwice() {
  const user = await createUser(t.db, { password: await hashPassword(password) });
  const laptop = new Agent(t.app);
  const phone = new Agent(t.app);
  await laptop.post("/api/login", { username: user.username, password });
  await phone.post("/api/login", { username: user.username, password });
  return { user, laptop, phone };
}

type Listed = { id: string; current: boolean; ipAddress: string };

it("lists the user's sessions, marks this one, and signs one out", async () => {
  const { laptop, phone } = await signedInTwice();
  const listed = (await laptop.get("/api/user/sessions")).json<Listed[]>();
  expect(listed).toHaveLength(2);
  expect(listed.filter((session) => session.current)).toHaveLength(1);
  const other = listed.find((session) => !session.current);
  expect(other?.ipAddress).toBe(phone.ipAddress);

  expect((await laptop.delete(`/api/user/sessions/${other?.id}`)).json()).toEqual({
    message: "Session signed out",
  });
  expect((await phone.get("/api/user")).statusCode).toBe(401);
  expect((await laptop.get("/api/user")).statusCode).toBe(200);
});

it("signs out everywhere else and keeps this session", async () => {
  const { laptop, phone } = await signedInTwice();
  expect((await laptop.post("/api/user/sessions/sign-out-others")).json()).toEqual({
    message: "Signed out of all other sessions",
  });
  expect((await phone.get("/api/user")).statusCode).toBe(401);
  expect((await laptop.get("/api/user/sessions")).json<Listed[]>()).toHaveLength(1);
});

it("never shows or revokes another user's sessions", async () => {
  const mine = await signedInTwice();
  const theirs = await signedInTwice();
  const theirSessions = (await theirs.laptop.get("/api/user/sessions")).json<Listed[]>();
  const mineListed = (await mine.laptop.get("/api/user/sessions")).json<Listed[]>();
  expect(mineListed.some((session) => theirSessions.some((their) => their.id === session.id))).toBe(
    false,
  );
  const response = await mine.laptop.delete(`/api/user/sessions/${theirSessions[0]?.id}`);
  expect(response.statusCode).toBe(404);
  expect((await theirs.laptop.get("/api/user")).statusCode).toBe(200);
});

it("answers 401 to anyone not signed in", async () => {
  expect((await new Agent(t.app).get("/api/user/sessions")).statusCode).toBe(401);
});
