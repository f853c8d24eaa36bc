import { adminOnlyMessage, adminSessionRequiredMessage } from "@common/access";
import { QueryClient } from "@tanstack/react-query";
import { readAdminSessionId, subscribeToAdminSessionId } from "@web/lib/admin-session";
import { apiRequest, getQueryFn } from "@web/lib/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse, withCsrfToken } from "./fake-fetch";

function storeAdminSession(sessionId: string | null) {
  const items = new Map<string, string>();
  if (sessionId !== null) items.set("adminSessionId", sessionId);
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
}

async function read(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.fetchQuery({ queryKey: [path], queryFn: getQueryFn({ on401: "throw" }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("admin session header", () => {
  it("is sent on admin paths when an admin session id is stored", async () => {
    storeAdminSession("adm-42");
    const requests = fakeFetch(withCsrfToken("t", () => jsonResponse({})));
    await read("/api/admin/auth-logs");
    await apiRequest("POST", "/api/admin/settings", { key: "k" });
    await apiRequest("GET", "/api/admin");
    const adminCalls = requests.filter((r) => r.url.startsWith("/api/admin"));
    expect(adminCalls).toHaveLength(3);
    for (const call of adminCalls) expect(call.headers.get("x-admin-session")).toBe("adm-42");
  });

  it("is not sent on other paths, even with an admin session stored", async () => {
    storeAdminSession("adm-42");
    const requests = fakeFetch(withCsrfToken("t", () => jsonResponse({})));
    await read("/api/user");
    await apiRequest("POST", "/api/feedback", { subject: "Hi" });
    await apiRequest("GET", "/api/administrators-guide");
    for (const request of requests) expect(request.headers.has("x-admin-session")).toBe(false);
  });

  it("is not sent when no admin session id is stored", async () => {
    storeAdminSession(null);
    const requests = fakeFetch(() => jsonResponse({}));
    await read("/api/admin/auth-logs");
    expect(requests[0]?.headers.has("x-admin-session")).toBe(false);
  });

  it("is left out without error when there is no localStorage at all", async () => {
    vi.stubGlobal("localStorage", undefined);
    const requests = fakeFetch(() => jsonResponse({}));
    await read("/api/admin/auth-logs");
    expect(requests[0]?.headers.has("x-admin-session")).toBe(false);
  });
});

describe("an admin call refused for want of an admin session", () => {
  const refusal = { message: adminSessionRequiredMessage, adminSessionRequired: true };

  it("forgets the stored id and tells whoever listens (the admin sign-in gate)", async () => {
    storeAdminSession("adm-expired");
    const changes = vi.fn();
    const stop = subscribeToAdminSessionId(changes);
    fakeFetch(withCsrfToken("t", () => jsonResponse(refusal, 403)));

    await expect(read("/api/admin/auth-logs")).rejects.toThrow("403");

    expect(readAdminSessionId()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(1);
    storeAdminSession("adm-expired-again");
    await expect(apiRequest("POST", "/api/admin/settings", { key: "k" })).rejects.toThrow("403");
    expect(readAdminSessionId()).toBeNull();
    stop();
  });

  it("keeps the id on other refusals and on other paths", async () => {
    storeAdminSession("adm-42");
    fakeFetch((url) =>
      url.startsWith("/api/admin")
        ? jsonResponse({ message: adminOnlyMessage }, 403)
        : jsonResponse(refusal, 403),
    );
    await expect(read("/api/admin/auth-logs")).rejects.toThrow("403");
    await expect(read("/api/administrators-guide")).rejects.toThrow("403");
    expect(readAdminSessionId()).toBe("adm-42");
  });
});
