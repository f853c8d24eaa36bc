import { type Feedback, feedbackMessages } from "@common/feedback";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedback } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

function feedbackForm(overrides: Record<string, unknown> = {}) {
  return {
    type: "feature",
    category: "calendar",
    subject: "Calendar feed",
    message: "I would like to subscribe to my deadlines from my phone's calendar.",
    rating: 4,
    ...overrides,
  };
}

async function send(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post("/api/feedback", feedbackForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Feedback>();
}

async function feedbackOf(userId: number) {
  return t.db.select().from(feedback).where(eq(feedback.userId, userId));
}

describe("POST /api/feedback", () => {
  it("stores the feedback as pending and answers it (201)", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.post("/api/feedback", feedbackForm());
    expect(response.statusCode).toBe(201);
    const saved = response.json<Feedback>();
    expect(saved).toEqual({
      id: expect.any(Number),
      ...feedbackForm(),
      status: "pending",
      createdAt: now,
      updatedAt: now,
    });
    expect(await feedbackOf(user.id)).toMatchObject([
      { id: saved.id, subject: "Calendar feed", status: "pending", rating: 4 },
    ]);
  });

  it("takes feedback without a rating, storing none", async () => {
    const { agent } = await signedIn(t);
    expect(await send(agent, { rating: undefined })).toMatchObject({ rating: null });
    expect(await send(agent, { rating: null })).toMatchObject({ rating: null });
  });

  it("trims the subject and message", async () => {
    const { agent } = await signedIn(t);
    const saved = await send(agent, { subject: "  Reports  ", message: "\n Faster please \n" });
    expect(saved).toMatchObject({ subject: "Reports", message: "Faster please" });
  });

  it.each([
    ["a missing subject", { subject: undefined }, `subject: ${feedbackMessages.subjectRequired}`],
    ["a blank subject", { subject: "   " }, `subject: ${feedbackMessages.subjectRequired}`],
    ["a missing message", { message: undefined }, `message: ${feedbackMessages.messageRequired}`],
    ["an empty message", { message: "" }, `message: ${feedbackMessages.messageRequired}`],
    ["an unknown type", { type: "praise" }, `type: ${feedbackMessages.type}`],
    ["an unknown category", { category: "billing" }, `category: ${feedbackMessages.category}`],
    ["a rating of 0", { rating: 0 }, `rating: ${feedbackMessages.rating}`],
    ["a rating of 6", { rating: 6 }, `rating: ${feedbackMessages.rating}`],
    ["a rating of 2.5", { rating: 2.5 }, `rating: ${feedbackMessages.rating}`],
    ["a rating as text", { rating: "5" }, `rating: ${feedbackMessages.rating}`],
    [
      "a subject over 200 characters",
      { subject: "s".repeat(201) },
      `subject: ${feedbackMessages.subjectTooLong}`,
    ],
  ])(
    "refuses %s with 400 and the field's message, storing nothing",
    async (_case, overrides, message) => {
      const { user, agent } = await signedIn(t);
      const response = await agent.post("/api/feedback", feedbackForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await feedbackOf(user.id)).toEqual([]);
    },
  );
});

describe("GET /api/feedback", () => {
  it("lists only the caller's own feedback, newest first, with x-total-count", async () => {
    const { agent } = await signedIn(t);
    const { agent: someoneElse } = await signedIn(t);
    const first = await send(agent, { subject: "First" });
    await send(someoneElse, { subject: "Not mine" });
    t.clock.advance({ minutes: 5 });
    const second = await send(agent, { subject: "Second", rating: null });

    const { rows, total } = await getList<Feedback>(agent, "/api/feedback");
    expect(total).toBe(2);
    expect(rows).toEqual([second, first]);
  });

  it("pages the list, counting all pages, and answers an empty page past the end", async () => {
    const { agent } = await signedIn(t);
    for (const subject of ["One", "Two", "Three", "Four", "Five"]) {
      await send(agent, { subject });
      t.clock.advance({ minutes: 1 });
    }
    const subjects = async (query: string) => {
      const { rows, total } = await getList<Feedback>(agent, `/api/feedback?${query}`);
      return { subjects: rows.map((row) => row.subject), total };
    };
    expect(await subjects("page=1&pageSize=2")).toEqual({ subjects: ["Five", "Four"], total: 5 });
    expect(await subjects("page=3&pageSize=2")).toEqual({ subjects: ["One"], total: 5 });
    expect(await subjects("page=4&pageSize=2")).toEqual({ subjects: [], total: 5 });
    expect((await agent.get("/api/feedback?page=0")).statusCode).toBe(400);
    expect((await agent.get("/api/feedback?pageSize=101")).statusCode).toBe(400);
  });

  it("answers an empty list to someone who has sent none", async () => {
    const { agent } = await signedIn(t);
    expect(await getList<Feedback>(agent, "/api/feedback")).toEqual({ rows: [], total: 0 });
  });
});

describe("guards", () => {
  it("answers 401 when signed out", async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get("/api/feedback")).statusCode).toBe(401);
    expect((await anonymous.post("/api/feedback", feedbackForm())).statusCode).toBe(401);
  });

  it("refuses a submission without the x-csrf-token header (403)", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.send("POST", "/api/feedback", feedbackForm());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Invalid or missing CSRF token" });
    expect(await feedbackOf(user.id)).toEqual([]);
  });
});
