import { outbox } from "../../db/schema";
import { announceQueued } from "../../delivery/outbox";
import type { ServiceDeps } from "../../feature-deps";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { failingMessage } from "./message-figures";

/**
 * Makes every failing message due now, for the delivery to try at once rather than after its
 * back-off. Attempts and the last error stay, for the record; the audit trail says how many.
 * Delivery is at least once (a message whose send is under way when this runs may go twice),
 * as it already is when a process stops mid-send.
 */
export async function retryFailedMessages(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
): Promise<number> {
  const retried = await db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ nextAttemptAt: clock.now() })
      .where(failingMessage)
      .returning({ id: outbox.id });
    await recordAdminAction(tx, actor, "failed_messages_retried", {
      details: { count: rows.length },
    });
    return rows.length;
  });
  if (retried > 0) announceQueued();
  return retried;
}
