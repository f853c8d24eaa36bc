import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { certifications, sessions } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf, signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const password = "Corr3ct!horse";
let queries: string[] = [];
const t = setUpTestApp({
  now: "2026-03-01T12:00:00Z",
  queryLogger: {
    logQuery: (query) => {
      queries.push(query);
    },
  },
});

beforeEach(() => {
  queries = [];
});

/** The queries one request sends to the database, with its answer. */
async function queriesOf(agent: Agent, url: string) {
  queries = [];
  const response = await agent.get(url);
  return { response, queries: [...queries] };
}

describe("the database queries of a signed-in request", () => {
  it("reads a page of the certification list in two: the session with its user, then the page with its total", async () => {
    const { user, agent } = await signedIn(t);
    await t.db.insert(certifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: user.id,
        name: `Certification ${String(index + 1).padStart(2, "0")}`,
        provider: "State Board",
        expirationDate: "2028-01-15",
        creditsRequired: 30,
      })),
    );

    for (let request = 0; request < 2; request += 1) {
      const { response, queries } = await queriesOf(agent, "/api/certifications?pageSize=20");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(20);
      expect(response.headers["x-total-count"]).toBe("25");
      expect(queries).toHaveLength(2);
    }
  });

  it("answers who is signed in from the session's own query", async () => {
    const { user, agent } = await signedIn(t);
    const { response, queries } = await queriesOf(agent, "/api/user");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    expect(queries).toHaveLength(1);
  });

  it("writes the session back only once five minutes have passed since it was last written", async () => {
    const user = await createUser(t.db, { password: await passwordHashOf(password) });
    const agent = new Agent(t.app);
    expect((await agent.post("/api/login", { username: user.username, password })).statusCode).toBe(
      200,
    );
    const lastSeen = async () => {
      const [row] = await t.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return row?.lastSeenAt.toISOString();
    };
    const signedInAt = await lastSeen();

    t.clock.advance({ minutes: 4 });
    const soon = await queriesOf(agent, "/api/user");
    expect(soon.response.statusCode).toBe(200);
    expect(soon.queries).toHaveLength(1);
    expect(await lastSeen()).toBe(signedInAt);

    t.clock.advance({ minutes: 2 });
    const later = await queriesOf(agent, "/api/user");
    expect(later.response.statusCode).toBe(200);
    expect(later.queries).toHaveLength(2);
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  it("still refuses a disabled account in that one query, and ends its session", async () => {
    const { user, agent } = await signedIn(t, { isEnabled: false });
    const { response } = await queriesOf(agent, "/api/user");
    expect(response.statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });
});
