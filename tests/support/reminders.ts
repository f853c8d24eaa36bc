import type { Clock } from "../../src/server/clock";
import type { Database } from "../../src/server/db/open";
import { sweepReminders } from "../../src/server/features/reminders/reminder-sweep";

export type SweepCounts = {
  resolved: number;
  reminders: number;
  paces: number;
  notifications: number;
  emails: number;
  texts: number;
};

/**
 * One reminder sweep that is not skipped. The sweep started in the background after a change
 * made through the API can hold the sweep lock for a moment; the scheduled sweep would simply
 * run again 15 minutes later, and this one tries again at once.
 */
export async function sweepNow(deps: {
  db: Database;
  clock: Clock;
  appUrl: string;
}): Promise<SweepCounts> {
  const giveUpAt = Date.now() + 20_000;
  for (;;) {
    const result = await sweepReminders(deps);
    if (!("skipped" in result)) return result;
    if (Date.now() > giveUpAt) throw new Error(`reminder sweep: ${result.skipped} for 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
