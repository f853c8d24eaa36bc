import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { insertNotification as insertRow, notificationListOf } from "../support/notifications";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const insertNotification = (userId: number, overrides?: Parameters<typeof insertRow>[2]) =>
  insertRow(t.db, userId, overrides);
const listOf = notificationListOf;

describe("GET /api/notifications", () => {
  it("lists the user's notifications that are not archived, newest first", async () => {
    const { user, agent } = await signedIn(t);
    const oldest = await insertNotification(user.id, {
      title: "Oldest",
      createdAt: new Date("2026-01-01T09:00:00Z"),
    });
    const newest = await insertNotification(user.id, {
      title: "Newest",
      type: "due-date",
      isRead: true,
      createdAt: new Date("2026-03-01T09:00:00Z"),
    });
    const middle = await insertNotification(user.id, {
      title: "Middle",
      createdAt: new Date("2026-02-01T09:00:00Z"),
    });
    await insertNotification(user.id, {
      title: "Archived",
      isArchived: true,
      createdAt: new Date("2026-03-02T09:00:00Z"),
    });

    const list = await listOf(agent);
    expect(list.notifications).toEqual([
      {
        id: newest.id,
        title: "Newest",
        message: "Registered Nurse expires in 30 days.",
        type: "due-date",
        isRead: true,
        isArchived: false,
        certificationId: null,
        archivedReason: null,
        createdAt: "2026-03-01T09:00:00.000Z",
      },
      expect.objectContaining({ id: middle.id, title: "Middle", isRead: false }),
      expect.objectContaining({ id: oldest.id, title: "Oldest", isRead: false }),
    ]);
  });

  it("counts only unread notifications that are not archived", async () => {
    const { user, agent } = await signedIn(t);
    await insertNotification(user.id);
    await insertNotification(user.id);
    await insertNotification(user.id, { isRead: true });
    await insertNotification(user.id, { isArchived: true });
    await insertNotification(user.id, { isArchived: true, isRead: true });
    const list = await listOf(agent);
    expect(list.unreadCount).toBe(2);
    expect(list.notifications).toHaveLength(3);
  });

  it("leaves out other users' notifications", async () => {
    const { user, agent } = await signedIn(t);
    const { user: someoneElse, agent: theirAgent } = await signedIn(t);
    const mine = await insertNotification(user.id, { title: "Mine" });
    await insertNotification(someoneElse.id, { title: "Theirs" });
    await insertNotification(someoneElse.id, { title: "Theirs too" });

    const list = await listOf(agent);
    expect(list.notifications.map((row) => row.id)).toEqual([mine.id]);
    expect(list.unreadCount).toBe(1);
    expect((await listOf(theirAgent)).unreadCount).toBe(2);
  });

  it("answers an empty list and a count of 0 to a new user", async () => {
    const { agent } = await signedIn(t);
    expect(await listOf(agent)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("answers 401 when signed out", async () => {
    const response = await new Agent(t.app).get("/api/notifications");
    expect(response.statusCode).toBe(401);
  });
});
