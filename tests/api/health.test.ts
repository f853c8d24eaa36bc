import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

describe("health", () => {
  it("answers ok when the database is reachable", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
