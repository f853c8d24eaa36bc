import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

describe("current user", () => {
  it("answers 401 when nobody is signed in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Not authenticated" });
  });

  it("returns the signed-in user without secrets", async () => {
    const user = await createUser(t.db, { firstName: "Ada", mfaSecret: "encrypted-secret" });
    const agent = new Agent(t.app, await signInAs(t, user.id));
    const response = await agent.get("/api/user");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, username: user.username, firstName: "Ada" });
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("mfaSecret");
    expect(body).not.toHaveProperty("stripeCustomerId");
  });

  it("treats a disabled user as signed out", async () => {
    const user = await createUser(t.db, { isEnabled: false });
    const agent = new Agent(t.app, await signInAs(t, user.id));
    expect((await agent.get("/api/user")).statusCode).toBe(401);
  });

  it("ends the session at logout", async () => {
    const user = await createUser(t.db);
    const agent = new Agent(t.app, await signInAs(t, user.id));
    expect((await agent.post("/api/logout")).statusCode).toBe(200);
    expect((await agent.get("/api/user")).statusCode).toBe(401);
  });
});
