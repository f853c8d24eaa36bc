import type { Job } from "../jobs/scheduler";
import { type DeliveryDeps, deliverPending } from "./deliver-pending";
import { onMessageQueued } from "./outbox";

export const outboxDeliveryJobName = "outbox-delivery";

/** Sends due outbox messages every 10 seconds; retries wait for their back-off time. */
export function outboxDeliveryJob(deps: DeliveryDeps): Job {
  return { name: outboxDeliveryJobName, everyMs: 10_000, run: () => deliverPending(deps) };
}

/**
 * Starts a delivery run as soon as a message is queued, so a sign-up code leaves within a
 * second rather than at the next round. Returns the function that stops listening.
 */
export function deliverWhenQueued(scheduler: { runNow(name: string): void }): () => void {
  return onMessageQueued(() => scheduler.runNow(outboxDeliveryJobName));
}
