import { expect, it } from "vitest";
import { sessions, tempUsers, trustedDevices, verificationCodes } from "../../src/server/db/schema";
import { removeExpired } from "../../src/server/jobs/expiry-cleanup";
import { createUser } from "../support/factories";
import { TestClock } from "../support/test-clock";
import { setUpTestDatabase } from "../support/test-database";

const database = setUpTestDatabase();

it("removes what has expired and keeps what has not", async () => {
  const clock = new TestClock("2026-05-01T00:00:00Z");
  const db = database.db;
  const past = new Date("2026-04-30T23:59:00Z");
  const future = new Date("2026-05-01T00:01:00Z");
  const user = await createUser(db);
  await db.insert(sessions).values([
    { id: "old-session", userId: user.id, data: {}, expiresAt: past },
    { id: "live-session", userId: user.id, data: {}, expiresAt: future },
  ]);
  const [oldSignup] = await db
    .insert(tempUsers)
    .values({ email: "old@example.com", expiresAt: past })
    .returning();
  await db.insert(tempUsers).values({ email: "live@example.com", expiresAt: future });
  await db.insert(verificationCodes).values([
    { tempUserId: oldSignup?.id, code: "a", type: "signup", expiresAt: future },
    { userId: user.id, code: "b", type: "email-change", expiresAt: past },
    { userId: user.id, code: "c", type: "email-change", expiresAt: future },
  ]);
  await db.insert(trustedDevices).values([
    { userId: user.id, deviceId: "old-device", expiresAt: past, mfaVersion: 0 },
    { userId: user.id, deviceId: "live-device", expiresAt: future, mfaVersion: 0 },
  ]);

  await removeExpired(db, clock);

  expect((await db.select().from(sessions)).map((row) => row.id)).toEqual(["live-session"]);
  expect((await db.select().from(tempUsers)).map((row) => row.email)).toEqual(["live@example.com"]);
  // The old sign-up's code went with it; the user's expired code was removed on its own.
  expect((await db.select().from(verificationCodes)).map((row) => row.code)).toEqual(["c"]);
  expect((await db.select().from(trustedDevices)).map((row) => row.deviceId)).toEqual([
    "live-device",
  ]);

  expect(await removeExpired(db, clock)).toMatchObject({ sessions: 0, tempUsers: 0 });
});
