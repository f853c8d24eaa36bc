import { QueryClient } from "@tanstack/react-query";
import { getQueryFn, queryKeyToUrl } from "@web/lib/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse, paramsOf, pathOf } from "./fake-fetch";

const now = 1_700_000_000_000;

function read(queryKey: readonly unknown[], on401: "returnNull" | "throw" = "throw") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }) });
}

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(now);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Not vi.restoreAllMocks(): the shared setup still needs its console.error spy.
  vi.mocked(Date.now).mockRestore();
});

describe("query key to URL", () => {
  it("reads the first element as the path and adds the current time as `cache`", () => {
    expect(queryKeyToUrl(["/api/user"])).toBe(`/api/user?cache=${now}`);
  });

  it("appends the remaining elements as name/value pairs", () => {
    const url = queryKeyToUrl(["/api/notifications", "page", 2, "unread", true]);
    expect(pathOf(url)).toBe("/api/notifications");
    expect([...paramsOf(url)]).toEqual([
      ["page", "2"],
      ["unread", "true"],
      ["cache", String(now)],
    ]);
  });

  it("skips null and undefined values and JSON-encodes objects", () => {
    const filter = { status: "active", ids: [1, 2] };
    const url = queryKeyToUrl(["/api/certifications", "q", null, "x", undefined, "filter", filter]);
    const params = paramsOf(url);
    expect(params.has("q")).toBe(false);
    expect(params.has("x")).toBe(false);
    expect(params.get("filter")).toBe(JSON.stringify(filter));
  });

  it("keeps a query string already in the path", () => {
    expect(queryKeyToUrl(["/api/reports?year=2024", "kind", "ce"])).toBe(
      `/api/reports?year=2024&kind=ce&cache=${now}`,
    );
  });
});

describe("getQueryFn", () => {
  it("GETs the key's URL with credentials and parses the JSON", async () => {
    const requests = fakeFetch(() => jsonResponse([{ id: 1, name: "RN License" }]));
    const data = await read(["/api/certifications", "status", "active"]);
    expect(data).toEqual([{ id: 1, name: "RN License" }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.credentials).toBe("include");
    expect(requests[0]?.url).toBe(`/api/certifications?status=active&cache=${now}`);
  });

  it("with on401 returnNull, reads a 401 as null", async () => {
    fakeFetch(() => new Response("Not signed in", { status: 401 }));
    await expect(read(["/api/user"], "returnNull")).resolves.toBeNull();
  });

  it("with on401 throw, fails on a 401 with the status and body", async () => {
    fakeFetch(() => new Response("Not signed in", { status: 401 }));
    await expect(read(["/api/user"], "throw")).rejects.toThrow("401: Not signed in");
  });

  it("throws `status: status text` for other failures, whatever on401 says", async () => {
    fakeFetch(() => new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(read(["/api/user"], "returnNull")).rejects.toThrow("500: Internal Server Error");
  });
});
