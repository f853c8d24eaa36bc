import {
  adminOnlyMessage,
  adminSessionRequiredMessage,
  notSignedInMessage,
  type RouteAccess,
} from "@common/access";
import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import type { ApiRoute } from "../../src/server/plugins/access";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { createTestApp, setUpTestApp } from "../support/test-app";

// An administrator route declared the way every feature declares one.
const adminProbe = "/api/route-access-test/admin-only";

const t = setUpTestApp({
  configure: (app) => {
    app.get(adminProbe, { config: { access: "admin" } }, async () => ({ ok: true }));
  },
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the route with a sample id for each path parameter and no body. */
function call(agent: Agent, route: ApiRoute): Promise<LightMyRequestResponse> {
  const url = route.url.replace(/:[a-zA-Z]+/g, "1");
  const method = route.method as Method;
  if (method === "GET") return agent.get(url);
  if (method === "POST") return agent.post(url);
  if (method === "PUT") return agent.put(url);
  if (method === "PATCH") return agent.patch(url);
  return agent.delete(url);
}

/** Which refusal of the access hook the answer is, if any. */
function accessRefusal(response: LightMyRequestResponse): string | null {
  // A route reached may answer a file (the auth log CSV); refusals are always JSON.
  const isJson = String(response.headers["content-type"]).startsWith("application/json");
  const body = isJson ? (JSON.parse(response.body) as Record<string, unknown>) : {};
  if (response.statusCode === 401 && body.message === notSignedInMessage) return "sign-in";
  if (response.statusCode === 403 && body.upgradeUrl === upgradeUrl) return "premium";
  if (response.statusCode === 403 && body.message === adminOnlyMessage) return "admin";
  if (
    response.statusCode === 403 &&
    body.message === adminSessionRequiredMessage &&
    body.adminSessionRequired === true
  ) {
    return "admin-session";
  }
  return null;
}

const routesOf = (...levels: RouteAccess[]) =>
  t.app.apiRoutes.filter((route) => levels.includes(route.access));

describe("the route table", () => {
  it("holds every API route with the access it states", () => {
    const access = (method: string, url: string) =>
      t.app.apiRoutes.find((route) => route.method === method && route.url === url)?.access;
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
    expect(access("GET", "/api/user")).toBe("signed-in");
    expect(access("POST", "/api/login")).toBe("public");
    expect(access("GET", "/api/csrf-token")).toBe("public");
    expect(access("GET", "/api/certifications")).toBe("signed-in");
    expect(access("GET", "/api/reports/overview")).toBe("premium");
    expect(access("GET", "/api/opportunities")).toBe("premium");
  });

  it("refuses to start with an API route that states no access", async () => {
    await expect(
      createTestApp({
        configure: (app) => {
          app.get("/api/unstated", async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow("GET /api/unstated must state its access in config");
  });
});

describe("each access level", () => {
  it("answers 401 to someone signed out on every route that needs a user", async () => {
    const guarded = routesOf("signed-in", "premium", "admin", "admin-sign-in");
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const response = await call(new Agent(t.app), route);
      expect(accessRefusal(response), `${route.method} ${route.url}`).toBe("sign-in");
    }
  });

  it("lets someone signed out reach every public route", async () => {
    for (const route of routesOf("public")) {
      const response = await call(new Agent(t.app), route);
      expect(accessRefusal(response), `${route.method} ${route.url}`).toBeNull();
    }
  });

  it("answers a free user 403 with the upgrade address on every premium route", async () => {
    const premium = routesOf("premium");
    expect(premium.length).toBeGreaterThanOrEqual(2);
    const { agent } = await signedIn(t);
    for (const route of premium) {
      const response = await call(agent, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
    }
  });

  it.each([
    ["an active subscription", { subscriptionStatus: "active" as const }],
    ["an administrator's override", { isSubscriptionOverridden: true }],
  ])("lets a user with %s through every premium route", async (_case, overrides) => {
    const { agent } = await signedIn(t, overrides);
    for (const route of routesOf("premium")) {
      const response = await call(agent, route);
      expect(accessRefusal(response), `${route.method} ${route.url}`).toBeNull();
      // Past the access check: a sample id names no row (404) and no body is sent (400).
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      if (!route.url.includes(":") && route.method === "GET") {
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(400);
      }
    }
  });

  it("answers every admin route: signed out 401, user 403, administrator without an admin session 403, with one reached", async () => {
    const admin = routesOf("admin");
    expect(admin.map((route) => route.url)).toContain(adminProbe);
    expect(admin.map((route) => route.url)).toContain("/api/admin/session");
    const { agent: member } = await signedIn(t, { subscriptionStatus: "active" });
    const { agent: withoutAdminSession } = await signedIn(t, { isAdmin: true });
    const { agent: administrator } = await signedInAdmin(t);
    for (const route of admin) {
      const name = `${route.method} ${route.url}`;
      expect(accessRefusal(await call(new Agent(t.app), route)), name).toBe("sign-in");
      expect(accessRefusal(await call(member, route)), name).toBe("admin");
      expect(accessRefusal(await call(withoutAdminSession, route)), name).toBe("admin-session");
      const reached = await call(administrator, route);
      expect(accessRefusal(reached), name).toBeNull();
      // Past the access check: a sample id names no row (404) and no body is sent (400).
      expect(reached.statusCode, name).toBeLessThan(500);
      if (!route.url.includes(":") && route.method === "GET") {
        expect(reached.statusCode, name).toBe(200);
      }
    }
  });

  it("lets an administrator without an admin session reach the admin sign-in routes only", async () => {
    const signIn = routesOf("admin-sign-in");
    expect(signIn.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      "POST /api/admin/login",
      "POST /api/admin/logout",
    ]);
    const { agent: member } = await signedIn(t);
    const { agent: withoutAdminSession } = await signedIn(t, { isAdmin: true });
    for (const route of signIn) {
      expect(accessRefusal(await call(new Agent(t.app), route)), route.url).toBe("sign-in");
      expect(accessRefusal(await call(member, route)), route.url).toBe("admin");
      expect(accessRefusal(await call(withoutAdminSession, route)), route.url).toBeNull();
    }
  });

  it("lets a signed-in user through every signed-in route and ends a disabled user's session", async () => {
    const { agent } = await signedIn(t);
    for (const route of routesOf("signed-in")) {
      // Sign-out-everywhere style routes would end this agent's session; read-only is enough here.
      if (route.method !== "GET") continue;
      expect(accessRefusal(await call(agent, route)), route.url).toBeNull();
    }
    const { user, agent: disabled } = await signedIn(t);
    await t.db.update(users).set({ isEnabled: false }).where(eq(users.id, user.id));
    expect(accessRefusal(await disabled.get("/api/certifications"))).toBe("sign-in");
    await t.db.update(users).set({ isEnabled: true }).where(eq(users.id, user.id));
    expect(accessRefusal(await disabled.get("/api/certifications"))).toBe("sign-in");
  });
});
