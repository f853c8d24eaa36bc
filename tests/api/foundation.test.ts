import { defaultTheme } from "@common/theme";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { createTestApp, setUpTestApp } from "../support/test-app";

const t = setUpTestApp({
  configure: (app) => {
    // A route with a body schema, to see validation failures through the real error handler.
    app.post(
      "/api/test-validation",
      { schema: { body: z.object({ title: z.string().min(1, "Title is required") }) } },
      async () => ({ ok: true }),
    );
  },
});

describe("health", () => {
  it("answers ok when the database is reachable", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers a validation failure with 400 naming the field", async () => {
    const agent = new Agent(t.app);
    const response = await agent.post("/api/test-validation", { title: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "title: Title is required" });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const agent = new Agent(t.app);
    const token = await agent.csrfToken();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test-validation",
      headers: {
        cookie: agent.cookieHeader,
        "x-csrf-token": token,
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["message"]);
  });
});

describe("CSRF", () => {
  it.each(["POST", "PATCH", "PUT", "DELETE"] as const)(
    "refuses %s without a token",
    async (method) => {
      const response = await t.app.inject({ method, url: "/api/logout" });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Invalid or missing CSRF token" });
    },
  );

  it("accepts a request carrying the session's token", async () => {
    const agent = new Agent(t.app);
    const response = await agent.post("/api/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Logged out" });
  });

  it("refuses a token issued to another session", async () => {
    const mine = new Agent(t.app);
    const theirs = new Agent(t.app);
    const theirToken = await theirs.csrfToken();
    await mine.csrfToken();
    const response = await mine.send("POST", "/api/logout", undefined, {
      "x-csrf-token": theirToken,
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a forged token", async () => {
    const agent = new Agent(t.app);
    await agent.csrfToken();
    const response = await agent.send("POST", "/api/logout", undefined, {
      "x-csrf-token": "forged-token",
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie lasting 30 days", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/csrf-token" });
    const cookie = response.cookies.find((c) => c.name === "certminder.sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("stores only a hash of the session id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/csrf-token" });
    const cookie = response.cookies.find((c) => c.name === "certminder.sid");
    const rawId = cookie?.value.split(".")[0] ?? "";
    const rows = await t.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id.includes(rawId))).toBe(false);
  });

  it("keeps a session alive while it is used and ends it after 30 idle days", async () => {
    const agent = new Agent(t.app);
    const token = await agent.csrfToken();
    t.clock.advance({ days: 20 });
    expect((await agent.get("/api/theme")).statusCode).toBe(200);
    t.clock.advance({ days: 20 });
    const stillValid = await agent.send("POST", "/api/logout", undefined, {
      "x-csrf-token": token,
    });
    expect(stillValid.statusCode).toBe(200);

    const idle = new Agent(t.app);
    const idleToken = await idle.csrfToken();
    t.clock.advance({ days: 31 });
    const expired = await idle.send("POST", "/api/logout", undefined, {
      "x-csrf-token": idleToken,
    });
    expect(expired.statusCode).toBe(403);
  });

  it("marks the cookie Secure when the app is served over https", async () => {
    const secure = await createTestApp({
      config: { sessionSecret: "s".repeat(40), secureCookies: true, trustProxy: true },
    });
    try {
      const response = await secure.app.inject({
        method: "GET",
        url: "/api/csrf-token",
        headers: { "x-forwarded-proto": "https" },
      });
      const cookie = response.cookies.find((c) => c.name === "certminder.sid");
      expect(cookie?.secure).toBe(true);
      expect(response.headers["strict-transport-security"]).toBeDefined();
    } finally {
      await secure.close();
    }
  });
});

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

describe("theme", () => {
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

describe("security headers", () => {
  it("sends a strict Content-Security-Policy without inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
