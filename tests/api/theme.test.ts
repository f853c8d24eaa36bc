import { defaultTheme, type Theme } from "@common/theme";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { createUser, signedIn, signInAs } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const vibrantTeal: Theme = {
  variant: "vibrant",
  primary: "#0f766e",
  appearance: "light",
  radius: 1,
};

async function savedThemeOf(userId: number) {
  const [row] = await t.db.select({ theme: users.theme }).from(users).where(eq(users.id, userId));
  return row?.theme;
}

describe("GET /api/theme", () => {
  it("answers the default theme to someone signed out", async () => {
    const response = await new Agent(t.app).get("/api/theme");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultTheme);
  });

  it("answers the default theme to a new user", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/theme")).json()).toEqual(defaultTheme);
  });

  it("gives the spec's defaults to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/theme" });
    expect(response.json()).toEqual(defaultTheme);
    expect(defaultTheme).toMatchObject({
      variant: "professional",
      radius: 0.5,
      appearance: "light",
    });
  });

  it("gives a signed-in user the theme they saved", async () => {
    const saved = { variant: "vibrant", primary: "#0f766e", appearance: "light", radius: 1 };
    const user = await createUser(t.db, { theme: saved });
    const agent = new Agent(t.app, await signInAs(t, user.id));
    expect((await agent.get("/api/theme")).json()).toEqual(saved);
  });
});

describe("PUT /api/theme", () => {
  it("saves the theme, answers it, and GET returns it afterwards", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.put("/api/theme", vibrantTeal);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(vibrantTeal);
    expect((await agent.get("/api/theme")).json()).toEqual(vibrantTeal);
    expect(await savedThemeOf(user.id)).toEqual(vibrantTeal);
  });

  it("replaces a saved theme, e.g. with the default again", async () => {
    const { agent } = await signedIn(t);
    await agent.put("/api/theme", vibrantTeal);
    expect((await agent.put("/api/theme", defaultTheme)).statusCode).toBe(200);
    expect((await agent.get("/api/theme")).json()).toEqual(defaultTheme);
  });

  it("drops fields a theme does not have", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.put("/api/theme", { ...vibrantTeal, font: "Comic Sans" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(vibrantTeal);
    expect(await savedThemeOf(user.id)).toEqual(vibrantTeal);
  });

  it.each([
    ["a dark appearance", { appearance: "dark" }],
    ["a colour name", { primary: "teal" }],
    ["a short hex colour", { primary: "#0f7" }],
    ["an unknown variant", { variant: "neon" }],
    ["a negative radius", { radius: -0.5 }],
    ["a radius over 2 rem", { radius: 2.5 }],
    ["no primary colour", { primary: undefined }],
  ])("refuses %s with 400 and keeps the saved theme", async (_case, overrides) => {
    const { user, agent } = await signedIn(t);
    await agent.put("/api/theme", vibrantTeal);
    const response = await agent.put("/api/theme", { ...vibrantTeal, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await savedThemeOf(user.id)).toEqual(vibrantTeal);
  });

  it("names the primary colour's rule when the colour is not a hex colour", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.put("/api/theme", { ...vibrantTeal, primary: "teal" });
    expect(response.json()).toEqual({
      message: "primary: Primary colour must be a hex colour such as #4f46e5",
    });
  });

  it("keeps one user's theme from another user", async () => {
    const { agent } = await signedIn(t);
    const { agent: someoneElse } = await signedIn(t);
    await agent.put("/api/theme", vibrantTeal);
    expect((await someoneElse.get("/api/theme")).json()).toEqual(defaultTheme);
    expect((await new Agent(t.app).get("/api/theme")).json()).toEqual(defaultTheme);
  });

  it("answers 401 when signed out and 403 without a CSRF token", async () => {
    expect((await new Agent(t.app).put("/api/theme", vibrantTeal)).statusCode).toBe(401);
    const { user, agent } = await signedIn(t);
    const response = await agent.send("PUT", "/api/theme", vibrantTeal);
    expect(response.statusCode).toBe(403);
    expect(await savedThemeOf(user.id)).toBeNull();
  });
});
