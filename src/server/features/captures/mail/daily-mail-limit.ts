import { maxMailedCapturesPerDay } from "@common/capture-mail";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/open";
import { captureMailAddresses } from "../../../db/schema";

const { mailedOn, mailedCount, userId: owner } = captureMailAddresses;

/**
 * Counts one mailed capture toward the user's day, in one statement so messages arriving at
 * once cannot pass the limit together; false when the day's allowance is spent (or the
 * address is gone).
 */
export async function countMailedCapture(
  db: Database,
  userId: number,
  today: CalendarDate,
): Promise<boolean> {
  const counted = await db
    .update(captureMailAddresses)
    .set({
      mailedCount: sql`case when ${mailedOn} = ${today} then ${mailedCount} + 1 else 1 end`,
      mailedOn: today,
    })
    .where(
      and(
        eq(owner, userId),
        or(isNull(mailedOn), ne(mailedOn, today), lt(mailedCount, maxMailedCapturesPerDay)),
      ),
    )
    .returning({ id: captureMailAddresses.id });
  return counted.length > 0;
}

/** Gives back a count taken for a capture that was then refused. */
export async function uncountMailedCapture(
  db: Database,
  userId: number,
  today: CalendarDate,
): Promise<void> {
  await db
    .update(captureMailAddresses)
    .set({ mailedCount: sql`greatest(${mailedCount} - 1, 0)` })
    .where(and(eq(owner, userId), eq(mailedOn, today)));
}
