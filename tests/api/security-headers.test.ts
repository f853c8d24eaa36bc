import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

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
