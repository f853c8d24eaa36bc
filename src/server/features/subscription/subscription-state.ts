import type { SubscriptionStatus } from "@common/user";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";

/** A new state of a user's subscription, from the payment provider or from test mode. */
export type SubscriptionChange = {
  status: SubscriptionStatus;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When this state was true at the payment provider: an older change never overwrites it. */
  eventCreated: Date;
};

/**
 * The one way a subscription's state is stored: verified webhooks, refresh and the test-mode
 * checkout and portal all come here. A change older than the last one applied is ignored
 * (webhooks arrive in any order), so the state never moves back. Returns whether it applied.
 */
export async function applySubscriptionChange(
  { db, clock }: ServiceDeps,
  userId: number,
  change: SubscriptionChange,
): Promise<boolean> {
  const applied = await db
    .update(users)
    .set({
      subscriptionStatus: change.status,
      stripeSubscriptionId: change.subscriptionId,
      subscriptionCurrentPeriodEnd: change.currentPeriodEnd,
      subscriptionCancelAtPeriodEnd: change.cancelAtPeriodEnd,
      subscriptionEventCreated: change.eventCreated,
      lastSyncedAt: clock.now(),
      updatedAt: clock.now(),
    })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.subscriptionEventCreated),
          lte(users.subscriptionEventCreated, change.eventCreated),
        ),
      ),
    )
    .returning({ id: users.id });
  return applied.length > 0;
}

/** The user as stored now (after a change), for answers that return the current user. */
export async function currentUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} disappeared`);
  return user;
}
