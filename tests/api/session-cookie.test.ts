import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { createTestApp, setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

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
