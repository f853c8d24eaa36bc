import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

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
