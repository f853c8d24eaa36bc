import type { Notification } from "@common/notifications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { addCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { insertNotification as insertRow, notificationListOf } from "../support/notifications";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const insertNotification = (userId: number, overrides?: Parameters<typeof insertRow>[2]) =>
  insertRow(t.db, userId, overrides);
const listOf = notificationListOf;

async function archiveOf(agent: Agent) {
  const response = await agent.get("/api/notifications/archived");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
}

async function stored(id: number) {
  const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

describe("PATCH /api/notifications/:id/read", () => {
  it("marks the notification read, answers it, and lowers the unread count", async () => {
    const { user, agent } = await signedIn(t);
    const first = await insertNotification(user.id, {
      title: "First",
      createdAt: new Date("2026-03-01T09:00:00Z"),
    });
    await insertNotification(user.id, { title: "Second" });
    expect((await listOf(agent)).unreadCount).toBe(2);

    const response = await agent.patch(`/api/notifications/${first.id}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: first.id,
      title: "First",
      message: "Registered Nurse expires in 30 days.",
      type: "expiration",
      isRead: true,
      isArchived: false,
      createdAt: "2026-03-01T09:00:00.000Z",
      certificationId: null,
      archivedReason: null,
    });
    const list = await listOf(agent);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications.find((row) => row.id === first.id)?.isRead).toBe(true);
  });

  it("answers the certification a reminder is about", async () => {
    const { user, agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const reminder = await insertNotification(user.id, { certificationId: certification.id });
    const response = await agent.patch(`/api/notifications/${reminder.id}/read`);
    expect(response.json()).toMatchObject({ id: reminder.id, certificationId: certification.id });
    expect((await listOf(agent)).notifications).toEqual([
      expect.objectContaining({ id: reminder.id, certificationId: certification.id }),
    ]);
  });

  it("answers the notification again when it was already read", async () => {
    const { user, agent } = await signedIn(t);
    const read = await insertNotification(user.id, { isRead: true });
    const response = await agent.patch(`/api/notifications/${read.id}/read`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: read.id, isRead: true });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const { agent } = await signedIn(t);
    const { user: someoneElse, agent: theirAgent } = await signedIn(t);
    const theirs = await insertNotification(someoneElse.id);
    const response = await agent.patch(`/api/notifications/${theirs.id}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Notification not found" });
    expect((await stored(theirs.id))?.isRead).toBe(false);
    expect((await listOf(theirAgent)).unreadCount).toBe(1);
  });

  it.each(["999999999", "abc", "0", "-1", "1.5", "99999999999"])(
    "answers 404 for the id %s",
    async (id) => {
      const { agent } = await signedIn(t);
      const response = await agent.patch(`/api/notifications/${id}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Notification not found" });
    },
  );
});

describe("PATCH /api/notifications/mark-all-read", () => {
  it("marks every unread notification read and answers how many", async () => {
    const { user, agent } = await signedIn(t);
    await insertNotification(user.id);
    await insertNotification(user.id);
    await insertNotification(user.id, { isRead: true });
    const response = await agent.patch("/api/notifications/mark-all-read");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });

    const list = await listOf(agent);
    expect(list.unreadCount).toBe(0);
    expect(list.notifications).toHaveLength(3);
    expect(list.notifications.every((row) => row.isRead && !row.isArchived)).toBe(true);
  });

  it("leaves other users' notifications unread", async () => {
    const { user, agent } = await signedIn(t);
    const { user: someoneElse, agent: theirAgent } = await signedIn(t);
    await insertNotification(user.id);
    await insertNotification(someoneElse.id);
    await insertNotification(someoneElse.id);
    expect((await agent.patch("/api/notifications/mark-all-read")).json()).toEqual({
      updated: 1,
    });
    expect((await listOf(theirAgent)).unreadCount).toBe(2);
  });

  it("answers 0 when nothing is unread", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.patch("/api/notifications/mark-all-read");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0 });
  });
});

describe("PATCH /api/notifications/clear-all", () => {
  it("moves every notification to the archive, read, emptying the list", async () => {
    const { user, agent } = await signedIn(t);
    const unread = await insertNotification(user.id, { title: "Unread" });
    const read = await insertNotification(user.id, { title: "Read", isRead: true });
    await insertNotification(user.id, { title: "Archived before", isArchived: true });

    const response = await agent.patch("/api/notifications/clear-all");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await listOf(agent)).toEqual({ notifications: [], unreadCount: 0 });
    expect(await stored(unread.id)).toMatchObject({ isArchived: true, isRead: true });
    expect(await stored(read.id)).toMatchObject({ isArchived: true, isRead: true });
    expect(await archiveOf(agent)).toHaveLength(3);
  });

  it("leaves other users' notifications where they are", async () => {
    const { user, agent } = await signedIn(t);
    const { user: someoneElse, agent: theirAgent } = await signedIn(t);
    await insertNotification(user.id);
    const theirs = await insertNotification(someoneElse.id);
    await agent.patch("/api/notifications/clear-all");
    const list = await listOf(theirAgent);
    expect(list.notifications.map((row) => row.id)).toEqual([theirs.id]);
    expect(list.unreadCount).toBe(1);
  });

  it("lists a notification that arrives after clearing as new", async () => {
    const { user, agent } = await signedIn(t);
    await insertNotification(user.id);
    await agent.patch("/api/notifications/clear-all");
    const later = await insertNotification(user.id, { title: "Later" });
    const list = await listOf(agent);
    expect(list.notifications.map((row) => row.id)).toEqual([later.id]);
    expect(list.unreadCount).toBe(1);
  });
});

describe("GET /api/notifications/archived", () => {
  it("lists only the caller's archived notifications, newest first", async () => {
    const { user, agent } = await signedIn(t);
    const { user: someoneElse } = await signedIn(t);
    const older = await insertNotification(user.id, {
      title: "Older",
      isArchived: true,
      isRead: true,
      createdAt: new Date("2026-01-01T09:00:00Z"),
    });
    const newer = await insertNotification(user.id, {
      title: "Newer",
      type: "due_date",
      isArchived: true,
      isRead: true,
      createdAt: new Date("2026-02-01T09:00:00Z"),
    });
    await insertNotification(user.id, { title: "Current" });
    await insertNotification(someoneElse.id, { title: "Theirs", isArchived: true });

    expect(await archiveOf(agent)).toEqual([
      {
        id: newer.id,
        title: "Newer",
        message: "Registered Nurse expires in 30 days.",
        type: "due_date",
        isRead: true,
        isArchived: true,
        createdAt: "2026-02-01T09:00:00.000Z",
        certificationId: null,
        archivedReason: null,
      },
      expect.objectContaining({ id: older.id, title: "Older" }),
    ]);
  });

  it("answers at most the newest 100", async () => {
    const { user, agent } = await signedIn(t);
    const start = Date.parse("2026-01-01T00:00:00Z");
    await t.db.insert(notifications).values(
      Array.from({ length: 101 }, (_, index) => ({
        userId: user.id,
        title: `Archived ${index}`,
        message: "Old news.",
        type: "expiration",
        isArchived: true,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const archive = await archiveOf(agent);
    expect(archive).toHaveLength(100);
    expect(archive[0]?.title).toBe("Archived 100");
    expect(archive.at(-1)?.title).toBe("Archived 1");
  });

  it("answers an empty list when nothing is archived", async () => {
    const { user, agent } = await signedIn(t);
    await insertNotification(user.id);
    expect(await archiveOf(agent)).toEqual([]);
  });
});

describe("guards", () => {
  it("answers 401 to every notification route when signed out", async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get("/api/notifications/archived")).statusCode).toBe(401);
    expect((await anonymous.patch("/api/notifications/1/read")).statusCode).toBe(401);
    expect((await anonymous.patch("/api/notifications/mark-all-read")).statusCode).toBe(401);
    expect((await anonymous.patch("/api/notifications/clear-all")).statusCode).toBe(401);
  });

  it.each(["/api/notifications/mark-all-read", "/api/notifications/clear-all"])(
    "refuses PATCH %s without the x-csrf-token header (403), changing nothing",
    async (url) => {
      const { user, agent } = await signedIn(t);
      const unread = await insertNotification(user.id);
      const response = await agent.send("PATCH", url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Invalid or missing CSRF token" });
      expect(await stored(unread.id)).toMatchObject({ isRead: false, isArchived: false });
    },
  );

  it("refuses marking one read without the x-csrf-token header (403)", async () => {
    const { user, agent } = await signedIn(t);
    const unread = await insertNotification(user.id);
    const response = await agent.send("PATCH", `/api/notifications/${unread.id}/read`);
    expect(response.statusCode).toBe(403);
    expect((await stored(unread.id))?.isRead).toBe(false);
  });
});
