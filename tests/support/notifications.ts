import type { NotificationList } from "@common/notifications";
import { expect } from "vitest";
import type { Database } from "../../src/server/db/open";
import { notifications } from "../../src/server/db/schema";
import type { Agent } from "./agent";

type NewNotification = Partial<typeof notifications.$inferInsert>;

/** A notification written straight to the database, as the reminder sweep would. */
export async function insertNotification(
  db: Database,
  userId: number,
  overrides: NewNotification = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      title: "Certification expiring soon",
      message: "Registered Nurse expires in 30 days.",
      type: "expiration",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("notification was not inserted");
  return row;
}

/** GET /api/notifications as the agent; fails the test unless it answers 200. */
export async function notificationListOf(agent: Agent): Promise<NotificationList> {
  const response = await agent.get("/api/notifications");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}
