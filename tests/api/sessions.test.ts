import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authLogs, sessions } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const password = "Corr3ct!horse";
const t = setUpTestApp();

type Listed = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The user signed in from a laptop, then a minute later from a phone (and more if asked). */
async function signedInFrom(count = 2) {
  const user = await createUser(t.db, { password: await passwordHashOf(password) });
  const agents: Agent[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index > 0) t.clock.advance({ minutes: 1 });
    const agent = new Agent(t.app);
    const login = await agent.post("/api/login", { username: user.username, password });
    expect(login.statusCode).toBe(200);
    agents.push(agent);
  }
  const [laptop, phone, ...others] = agents;
  if (!laptop || !phone) throw new Error("two sign-ins expected");
  return { user, laptop, phone, others };
}

async function listed(agent: Agent): Promise<Listed[]> {
  const response = await agent.get("/api/user/sessions");
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
}

/** A request carrying a cookie header captured earlier, as a browser that kept it would. */
async function currentUserWith(cookie: string) {
  return t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
}

async function sessionEvents(userId: number) {
  return t.db
    .select()
    .from(authLogs)
    .where(and(eq(authLogs.userId, userId), eq(authLogs.eventType, "session")))
    .orderBy(authLogs.id);
}

describe("GET /api/user/sessions", () => {
  it("lists the user's sessions, most recently used first, marking this one", async () => {
    const { laptop, phone } = await signedInFrom();
    const fromLaptop = await listed(laptop);
    expect(fromLaptop.map((session) => [session.ipAddress, session.current])).toEqual([
      [phone.ipAddress, false],
      [laptop.ipAddress, true],
    ]);
    const [newest, oldest] = fromLaptop;
    expect(Date.parse(newest?.lastSeenAt ?? "")).toBeGreaterThan(
      Date.parse(oldest?.lastSeenAt ?? ""),
    );
    expect(newest?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(newest?.userAgent).toEqual(expect.any(String));

    const fromPhone = await listed(phone);
    expect(fromPhone.map((session) => [session.id, session.current])).toEqual([
      [newest?.id, true],
      [oldest?.id, false],
    ]);
  });

  it("leaves out expired sessions", async () => {
    const { user, laptop } = await signedInFrom();
    await t.db.insert(sessions).values({
      id: createHash("sha256").update("an old browser").digest("hex"),
      userId: user.id,
      data: { userId: user.id },
      createdAt: new Date(t.clock.now().getTime() - 40 * 86_400_000),
      lastSeenAt: new Date(t.clock.now().getTime() - 31 * 86_400_000),
      expiresAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    expect(await listed(laptop)).toHaveLength(2);
  });
});

describe("DELETE /api/user/sessions/:id", () => {
  it("signs another browser out", async () => {
    const { user, laptop, phone } = await signedInFrom();
    const other = (await listed(laptop)).find((session) => !session.current);
    const response = await laptop.delete(`/api/user/sessions/${other?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Session signed out" });
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(200);
    expect((await listed(laptop)).map((session) => session.current)).toEqual([true]);
    expect(await sessionEvents(user.id)).toMatchObject([
      {
        eventSubtype: "revoked",
        status: "success",
        ipAddress: laptop.ipAddress,
        details: { current: false, ipAddress: phone.ipAddress },
      },
    ]);
  });

  it("signs this browser out when it is the one revoked", async () => {
    const { user, laptop, phone } = await signedInFrom();
    const cookie = laptop.cookieHeader;
    const mine = (await listed(laptop)).find((session) => session.current);
    const token = await laptop.csrfToken();
    // Long enough that the end of the request would write an untouched session back.
    t.clock.advance({ minutes: 6 });
    const response = await laptop.send("DELETE", `/api/user/sessions/${mine?.id}`, undefined, {
      "x-csrf-token": token,
    });
    expect(response.json()).toEqual({ message: "Session signed out" });
    const cleared = response.cookies.find((c) => c.name === "certminder.sid");
    expect(cleared?.value).toBe("");
    expect((await currentUserWith(cookie)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, mine?.id ?? "")),
    ).toHaveLength(0);
    expect((await phone.get("/api/user")).statusCode).toBe(200);
    expect(await sessionEvents(user.id)).toMatchObject([
      { eventSubtype: "revoked", details: { current: true } },
    ]);
  });

  it("answers 404 for an unknown id", async () => {
    const { laptop } = await signedInFrom();
    const response = await laptop.delete(`/api/user/sessions/${"0".repeat(64)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });
});

describe("POST /api/user/sessions/sign-out-others", () => {
  it("signs out every other browser and keeps this one", async () => {
    const { user, laptop, phone, others } = await signedInFrom(3);
    const cookie = laptop.cookieHeader;
    const response = await laptop.post("/api/user/sessions/sign-out-others");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Signed out of all other sessions" });
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    for (const other of others) expect((await other.get("/api/user")).statusCode).toBe(401);
    expect((await currentUserWith(cookie)).statusCode).toBe(200);
    expect((await listed(laptop)).map((session) => session.current)).toEqual([true]);
    expect(await sessionEvents(user.id)).toMatchObject([
      { eventSubtype: "signed-out-others", status: "success", details: { count: 2 } },
    ]);
  });
});

describe("another user's sessions", () => {
  it("are neither shown nor revocable", async () => {
    const mine = await signedInFrom();
    const theirs = await signedInFrom();
    const theirIds = (await listed(theirs.laptop)).map((session) => session.id);
    const myIds = (await listed(mine.laptop)).map((session) => session.id);
    expect(myIds).toHaveLength(2);
    expect(myIds.filter((id) => theirIds.includes(id))).toEqual([]);

    for (const id of theirIds) {
      const response = await mine.laptop.delete(`/api/user/sessions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    }
    await mine.laptop.post("/api/user/sessions/sign-out-others");
    expect((await theirs.laptop.get("/api/user")).statusCode).toBe(200);
    expect((await theirs.phone.get("/api/user")).statusCode).toBe(200);
  });
});

it("answers 401 to anyone not signed in", async () => {
  const anonymous = new Agent(t.app);
  expect((await anonymous.get("/api/user/sessions")).statusCode).toBe(401);
  expect((await anonymous.delete(`/api/user/sessions/${"0".repeat(64)}`)).statusCode).toBe(401);
  expect((await anonymous.post("/api/user/sessions/sign-out-others")).statusCode).toBe(401);
});
