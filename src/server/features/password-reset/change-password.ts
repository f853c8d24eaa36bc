import { and, eq, ne } from "drizzle-orm";
import { sessions, type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword, verifyPassword } from "../../security/password";
import { HttpError } from "../../shared/http-error";
import { logPasswordEvent } from "./password-log";

/**
 * Changes a signed-in user's password after checking the current one, and ends every other
 * session of the user. The caller then gives this session a new id.
 */
export async function changePassword(
  deps: ServiceDeps,
  origin: RequestOrigin,
  input: {
    user: UserRow;
    currentPassword: string;
    newPassword: string;
    currentSessionRowId: string;
  },
): Promise<void> {
  const { db, clock } = deps;
  const { user } = input;
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    await logPasswordEvent(deps, origin, {
      eventType: "password-change",
      step: "wrong-current-password",
      status: "failure",
      user,
    });
    throw new HttpError(400, "Current password is incorrect");
  }
  refuseCommonPassword(input.newPassword);
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, updatedAt: clock.now() })
      .where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, input.currentSessionRowId)));
  });
  await logPasswordEvent(deps, origin, {
    eventType: "password-change",
    step: "password-set",
    status: "success",
    user,
  });
}
