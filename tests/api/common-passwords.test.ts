import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { latestCodeSentTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

// Every place a password is set refuses the most common ones (NIST SP 800-63B), whatever
// their case and with a few digits or symbols added, and keeps the spec's length rule.
const t = setUpTestApp();

const refused = {
  message: "This password is too common. Choose one that is harder to guess.",
  field: "password",
};
const commonPasswords = ["password", "Password1!", "PASSWORD123", "sunshine2024!", "iloveyou"];
const goodPassword = "Larch-Fennel-Kettle-42";
const oldPassword = "Old!passw0rd";

let sequence = 0;
function unique(prefix: string) {
  sequence += 1;
  return `${prefix}${sequence}x${Date.now().toString(36)}`;
}

/** A browser that has verified a fresh address and may now complete the registration. */
async function verifiedSignUp() {
  const agent = new Agent(t.app);
  const email = `${unique("common")}@example.com`;
  expect((await agent.post("/api/verify-email", { email })).statusCode).toBe(200);
  const code = await latestCodeSentTo(t.db, email);
  expect((await agent.post("/api/verify-otp", { email, code })).statusCode).toBe(200);
  return { agent, email };
}

async function account() {
  const user = await createUser(t.db, { password: await hashPassword(oldPassword) });
  return { ...user, email: user.email ?? "" };
}

function logIn(username: string, password: string) {
  return new Agent(t.app).post("/api/login", { username, password });
}

describe("registration", () => {
  it.each(commonPasswords)("refuses %s, and the sign-up can go on", async (password) => {
    const { agent, email } = await verifiedSignUp();
    const username = unique("member_");
    const response = await agent.post("/api/register", { username, password, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await t.db.select().from(users).where(eq(users.username, username))).toEqual([]);

    const better = await agent.post("/api/register", { username, password: goodPassword, email });
    expect(better.statusCode).toBe(201);
    expect(better.json()).toMatchObject({ username });
  });

  it("keeps the spec's length rule and message", async () => {
    const { agent, email } = await verifiedSignUp();
    const response = await agent.post("/api/register", {
      username: unique("member_"),
      password: "Ab1!",
      email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "password: Password must be at least 8 characters",
    });
  });
});

describe("password reset", () => {
  it.each(commonPasswords)("refuses %s without using the code up", async (password) => {
    const user = await account();
    const agent = new Agent(t.app);
    await agent.post("/api/forgot-password", { email: user.email });
    const code = await latestCodeSentTo(t.db, user.email);

    const response = await agent.post("/api/reset-password", { email: user.email, code, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect((await logIn(user.username, oldPassword)).statusCode).toBe(200);

    const better = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: goodPassword,
    });
    expect(better.statusCode).toBe(200);
    expect((await logIn(user.username, goodPassword)).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it.each(commonPasswords)("refuses %s and keeps the old password", async (newPassword) => {
    const user = await account();
    const agent = new Agent(t.app);
    expect(
      (await agent.post("/api/login", { username: user.username, password: oldPassword }))
        .statusCode,
    ).toBe(200);

    const response = await agent.post("/api/user/password", {
      currentPassword: oldPassword,
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect((await logIn(user.username, oldPassword)).statusCode).toBe(200);

    const better = await agent.post("/api/user/password", {
      currentPassword: oldPassword,
      newPassword: goodPassword,
    });
    expect(better.statusCode).toBe(200);
    expect((await logIn(user.username, goodPassword)).statusCode).toBe(200);
  });
});
