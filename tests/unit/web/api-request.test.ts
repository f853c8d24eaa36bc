import { apiRequest } from "@web/lib/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse, paramsOf, pathOf, withCsrfToken } from "./fake-fetch";

const now = 1_700_000_000_000;

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(now);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Not vi.restoreAllMocks(): the shared setup still needs its console.error spy.
  vi.mocked(Date.now).mockRestore();
});

describe("apiRequest", () => {
  it("includes credentials on every request, the CSRF one too", async () => {
    const requests = fakeFetch(withCsrfToken("t", () => jsonResponse({})));
    await apiRequest("GET", "/api/user");
    await apiRequest("POST", "/api/login", { username: "ann", password: "secret123" });
    expect(requests.map((r) => r.credentials)).toEqual(["include", "include", "include"]);
  });

  it("sends a body as JSON with its content type", async () => {
    const requests = fakeFetch(withCsrfToken("t", () => jsonResponse({})));
    await apiRequest("POST", "/api/login", { username: "ann", password: "secret123" });
    const login = requests.at(-1);
    expect(login?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(login?.body ?? "")).toEqual({ username: "ann", password: "secret123" });
    expect(login?.url).toBe("/api/login");
  });

  it("sends no content type and no body without a body", async () => {
    const requests = fakeFetch(withCsrfToken("t", () => new Response(null, { status: 204 })));
    await apiRequest("PATCH", "/api/notifications/mark-all-read");
    const patch = requests.at(-1);
    expect(patch?.headers.has("content-type")).toBe(false);
    expect(patch?.body).toBeNull();
  });

  it("adds the current time as `cache` to a POST without body, and only there", async () => {
    const requests = fakeFetch(withCsrfToken("t", () => jsonResponse({})));
    await apiRequest("POST", "/api/logout");
    await apiRequest("POST", "/api/verify-email", { email: "ann@example.com" });
    await apiRequest("PATCH", "/api/notifications/clear-all");
    const [, logout, , verify, , clear] = requests;
    expect(pathOf(logout?.url ?? "")).toBe("/api/logout");
    expect(paramsOf(logout?.url ?? "").get("cache")).toBe(String(now));
    expect(verify?.url).toBe("/api/verify-email");
    expect(clear?.url).toBe("/api/notifications/clear-all");
  });

  it.each(["POST", "PATCH", "DELETE", "PUT"])(
    "fetches a CSRF token and sends it on %s",
    async (method) => {
      const requests = fakeFetch(withCsrfToken("token-123", () => jsonResponse({})));
      await apiRequest(method, "/api/certifications/1", { name: "RN" });
      expect(requests.map((r) => r.url)).toEqual(["/api/csrf-token", "/api/certifications/1"]);
      expect(requests[0]?.method).toBe("GET");
      expect(requests[1]?.headers.get("x-csrf-token")).toBe("token-123");
    },
  );

  it.each(["GET", "HEAD", "OPTIONS"])("does not fetch a CSRF token for %s", async (method) => {
    const requests = fakeFetch(withCsrfToken("t", () => new Response(null, { status: 200 })));
    await apiRequest(method, "/api/theme");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has("x-csrf-token")).toBe(false);
  });

  it("still sends the request when the CSRF token cannot be obtained, and only warns", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const requests = fakeFetch((url) =>
      url.startsWith("/api/csrf-token") ? new Response("down", { status: 500 }) : jsonResponse({}),
    );
    await apiRequest("POST", "/api/feedback", { subject: "Hi" });
    expect(requests[1]?.url).toBe("/api/feedback");
    expect(requests[1]?.headers.has("x-csrf-token")).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("still sends the request when the CSRF fetch itself fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const requests: string[] = [];
    vi.stubGlobal("fetch", async (input: string) => {
      requests.push(input);
      if (input.startsWith("/api/csrf-token")) throw new TypeError("Failed to fetch");
      return jsonResponse({});
    });
    const response = await apiRequest("DELETE", "/api/credits/4");
    expect(response.ok).toBe(true);
    expect(requests).toEqual(["/api/csrf-token", "/api/credits/4"]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("returns the response when it is OK", async () => {
    fakeFetch(withCsrfToken("t", () => jsonResponse({ username: "ann" })));
    const response = await apiRequest("POST", "/api/register", { username: "ann" });
    expect(await response.json()).toEqual({ username: "ann" });
  });
});
