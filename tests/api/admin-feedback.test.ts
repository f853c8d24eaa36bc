import {
  type Feedback,
  feedbackNoteMaxLength,
  feedbackTriageMessages,
  type TriagedFeedback,
} from "@common/feedback";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, feedback } from "../../src/server/db/schema";
import { signedInAdmin } from "../support/admin";
import type { Agent } from "../support/agent";
import { getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

async function send(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post("/api/feedback", {
    type: "feature",
    category: "calendar",
    subject: "Calendar feed",
    message: "I would like my deadlines in my phone's calendar.",
    rating: 4,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  t.clock.advance({ minutes: 1 });
  return response.json<Feedback>();
}

async function triage(agent: Agent, id: number, body: unknown) {
  return agent.patch(`/api/admin/feedback/${id}`, body);
}

/** Every test starts from no feedback: the list is everyone's. */
async function noFeedback() {
  await t.db.delete(feedback);
}

describe("GET /api/admin/feedback", () => {
  it("lists every user's feedback, newest first, with its author and note, paged", async () => {
    await noFeedback();
    const { agent: admin } = await signedInAdmin(t);
    const { user: nurse, agent: nurseAgent } = await signedIn(t, { email: "nurse@example.com" });
    const { user: pharmacist, agent: pharmacistAgent } = await signedIn(t);
    const first = await send(nurseAgent, { subject: "First" });
    const second = await send(pharmacistAgent, { subject: "Second", type: "bug" });
    const third = await send(nurseAgent, { subject: "Third", rating: null });

    const { rows, total } = await getList<TriagedFeedback>(admin, "/api/admin/feedback");
    expect(total).toBe(3);
    expect(rows.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
    expect(rows[0]).toEqual({
      ...third,
      author: { id: nurse.id, username: nurse.username, email: "nurse@example.com" },
      adminNote: null,
      ruleSet: null,
    });
    expect(rows[1]?.author).toEqual({
      id: pharmacist.id,
      username: pharmacist.username,
      email: pharmacist.email,
    });

    const page2 = await getList<TriagedFeedback>(admin, "/api/admin/feedback?pageSize=2&page=2");
    expect(page2.total).toBe(3);
    expect(page2.rows.map((row) => row.id)).toEqual([first.id]);
    const past = await getList<TriagedFeedback>(admin, "/api/admin/feedback?pageSize=2&page=9");
    expect(past).toEqual({ rows: [], total: 3 });
  });

  it("filters by status, type and text in the subject or message", async () => {
    await noFeedback();
    const { agent: admin } = await signedInAdmin(t);
    const { agent: nurse } = await signedIn(t);
    const bug = await send(nurse, { type: "bug", subject: "Crash on save" });
    const idea = await send(nurse, { type: "feature", message: "A dark theme, 100% please" });
    const general = await send(nurse, { type: "general", subject: "Thanks" });
    expect((await triage(admin, idea.id, { status: "planned" })).statusCode).toBe(200);

    const ids = async (query: string) =>
      (await getList<TriagedFeedback>(admin, `/api/admin/feedback?${query}`)).rows.map(
        (row) => row.id,
      );
    expect(await ids("status=pending")).toEqual([general.id, bug.id]);
    expect(await ids("status=planned")).toEqual([idea.id]);
    expect(await ids("type=bug")).toEqual([bug.id]);
    expect(await ids("type=feature&status=pending")).toEqual([]);
    expect(await ids("search=crash")).toEqual([bug.id]);
    expect(await ids("search=100%25")).toEqual([idea.id]);
    expect(await ids("search=%25")).toEqual([idea.id]);
  });

  it.each([
    ["an unknown status", "status=open"],
    ["an unknown type", "type=praise"],
    ["a page size over 100", "pageSize=101"],
    ["a search over 200 characters", `search=${"a".repeat(201)}`],
  ])("refuses %s with 400", async (_case, query) => {
    const { agent: admin } = await signedInAdmin(t);
    const response = await admin.get(`/api/admin/feedback?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/feedback/:id", () => {
  it("sets the status and note; the author sees the status, never the note; the audit trail says what changed", async () => {
    const { user: admin, agent: adminAgent } = await signedInAdmin(t);
    const { user: nurse, agent: nurseAgent } = await signedIn(t);
    const sent = await send(nurseAgent);
    t.clock.advance({ minutes: 10 });
    const triagedAt = t.clock.now().toISOString();

    const response = await triage(adminAgent, sent.id, {
      status: "planned",
      adminNote: "  Scheduled for the spring release.  ",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TriagedFeedback>()).toMatchObject({
      id: sent.id,
      status: "planned",
      adminNote: "Scheduled for the spring release.",
      updatedAt: triagedAt,
      createdAt: sent.createdAt,
    });

    const own = await getList<Record<string, unknown>>(nurseAgent, "/api/feedback");
    expect(own.rows).toEqual([{ ...sent, status: "planned", updatedAt: triagedAt }]);
    expect(JSON.stringify(own.rows)).not.toContain("spring release");
    expect(own.rows[0]).not.toHaveProperty("adminNote");

    const trail = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, nurse.id));
    expect(trail).toMatchObject([
      {
        actorUserId: admin.id,
        actorUsername: admin.username,
        action: "feedback_updated",
        targetUsername: nurse.username,
        details: { feedbackId: sent.id, from: "pending", to: "planned", noteChanged: true },
      },
    ]);
  });

  it("changes only what is sent; an empty note clears it", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { agent: nurse } = await signedIn(t);
    const sent = await send(nurse);
    await triage(admin, sent.id, { status: "reviewed", adminNote: "Asked for details" });

    const noteOnly = await triage(admin, sent.id, { adminNote: "Waiting for a reply" });
    expect(noteOnly.json()).toMatchObject({ status: "reviewed", adminNote: "Waiting for a reply" });
    const statusOnly = await triage(admin, sent.id, { status: "resolved" });
    expect(statusOnly.json()).toMatchObject({
      status: "resolved",
      adminNote: "Waiting for a reply",
    });
    const cleared = await triage(admin, sent.id, { adminNote: "   " });
    expect(cleared.json()).toMatchObject({ status: "resolved", adminNote: null });

    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(stored).toMatchObject({ status: "resolved", adminNote: null });
    const lines = await t.db
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "feedback_updated"));
    expect(
      lines.filter((line) => line.details?.feedbackId === sent.id).map((l) => l.details),
    ).toEqual([
      { feedbackId: sent.id, from: "pending", to: "reviewed", noteChanged: true },
      { feedbackId: sent.id, from: "reviewed", to: "reviewed", noteChanged: true },
      { feedbackId: sent.id, from: "reviewed", to: "resolved", noteChanged: false },
      { feedbackId: sent.id, from: "resolved", to: "resolved", noteChanged: true },
    ]);
  });

  it("answers 404 for feedback that does not exist", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const response = await triage(admin, 987_654, { status: "closed" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Feedback not found" });
  });

  it.each([
    ["an unknown status", { status: "open" }, `status: ${feedbackTriageMessages.status}`],
    [
      "a note over 2000 characters",
      { adminNote: "n".repeat(feedbackNoteMaxLength + 1) },
      `adminNote: ${feedbackTriageMessages.noteTooLong}`,
    ],
    ["nothing to change", {}, feedbackTriageMessages.nothingToChange],
  ])("refuses %s with 400, changing nothing", async (_case, body, message) => {
    const { agent: admin } = await signedInAdmin(t);
    const { agent: nurse } = await signedIn(t);
    const sent = await send(nurse);
    const response = await triage(admin, sent.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(stored).toMatchObject({ status: "pending", adminNote: null });
  });

  it("is refused to a user who is not an administrator, changing nothing", async () => {
    const { agent: nurse } = await signedIn(t);
    const sent = await send(nurse);
    const response = await triage(nurse, sent.id, { status: "closed" });
    expect(response.statusCode).toBe(403);
    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(stored?.status).toBe("pending");
  });
});
