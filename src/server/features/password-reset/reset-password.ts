import { eq } from "drizzle-orm";
import { sessions, trustedDevices, users } from "../../db/schema";
import type { FeatureDeps, ServiceDeps } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword } from "../../security/password";
import { logPasswordEvent } from "./password-log";
import { checkResetCode } from "./reset-code";

/**
 * Sets a new password with the emailed code (used up) and signs the account out everywhere:
 * every session ends and every trusted device is forgotten. A common password is refused
 * before the code is looked at, so the code still works for a better one.
 */
export async function resetPassword(
  deps: ServiceDeps & Pick<FeatureDeps, "config">,
  origin: RequestOrigin,
  input: { email: string; code: string; password: string },
): Promise<void> {
  refuseCommonPassword(input.password);
  const user = await checkResetCode(deps, origin, input.email, input.code, { consume: true });
  const hash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
  });
  await logPasswordEvent(deps, origin, {
    eventType: "password-reset",
    step: "password-set",
    status: "success",
    user,
  });
}
