import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Agent } from "../support/agent";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({
  configure: (app) => {
    // A route with a body schema, to see validation failures through the real error handler.
    app.post(
      "/api/test-validation",
      {
        config: { access: "public" },
        schema: { body: z.object({ title: z.string().min(1, "Title is required") }) },
      },
      async () => ({ ok: true }),
    );
  },
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
