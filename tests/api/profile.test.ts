import { afterAll, beforeAll, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function signedIn(overrides = {}) {
  const user = await createUser(t.db, overrides);
  return { user, agent: new Agent(t.app, await signInAs(t, user.id)) };
}

it("updates names and time zone, leaves absent fields and clears empty ones", async () => {
  const { agent } = await signedIn({ firstName: "Old", lastName: "Name" });
  const updated = await agent.patch("/api/user/profile", {
    firstName: "Robin",
    timeZone: "America/Chicago",
  });
  expect(updated.json()).toMatchObject({
    firstName: "Robin",
    lastName: "Name",
    timeZone: "America/Chicago",
  });
  expect((await agent.patch("/api/user/profile", { lastName: "" })).json()).toMatchObject({
    lastName: null,
  });
  expect((await agent.patch("/api/user/profile", { timeZone: "Mars/Olympus" })).json()).toEqual({
    message: "timeZone: Unknown time zone",
  });
});

it("changes the email only after the code sent to the new address", async () => {
  const { user, agent } = await signedIn();
  const newEmail = `moved.${Date.now()}@example.com`;
  expect((await agent.post("/api/user/email", { email: newEmail })).json()).toEqual({
    message: "Verification code sent to your new email address",
  });
  expect((await agent.get("/api/user")).json()).toMatchObject({ email: user.email });
  expect((await agent.post("/api/user/email/verify", { code: "000000" })).statusCode).toBe(400);
  const code = await latestCodeSentTo(t.db, newEmail);
  expect((await agent.post("/api/user/email/verify", { code })).json()).toMatchObject({
    email: newEmail,
    emailVerified: true,
  });
  const [notice] = await messagesTo(t.db, user.email ?? "");
  expect(notice?.subject).toBe("Your CertMinder email address was changed");
});

it("refuses an email that another account uses", async () => {
  const other = await createUser(t.db);
  const { agent } = await signedIn();
  const response = await agent.post("/api/user/email", { email: other.email });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ message: "An account with this email already exists" });
});

it("checks the E.164 rule and verifies a new phone number by text message", async () => {
  const { agent } = await signedIn();
  expect((await agent.post("/api/user/phone", { phoneNumber: "555-1234" })).json()).toEqual({
    message: "phoneNumber: Phone number must be in E.164 format (e.g., +12345678901)",
  });
  await agent.post("/api/user/phone", { phoneNumber: "+15551234567" });
  expect((await agent.get("/api/user")).json()).toMatchObject({
    phoneNumber: null,
    phoneVerified: false,
  });
  const code = await latestCodeSentTo(t.db, "+15551234567", "sms");
  expect((await agent.post("/api/user/phone/verify", { code })).json()).toMatchObject({
    phoneNumber: "+15551234567",
    phoneVerified: true,
  });
  const setup = await agent.post("/api/user/mfa/setup", { method: "sms" });
  expect(setup.json()).toEqual({ codeSent: true, message: "Verification code sent" });
});

it("answers 401 to anyone not signed in", async () => {
  expect((await new Agent(t.app).patch("/api/user/profile", { firstName: "X" })).statusCode).toBe(
    401,
  );
});
