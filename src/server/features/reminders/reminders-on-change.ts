import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../../db/database-unavailable";
import type { UserRow } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { sweepReminders } from "./reminder-sweep";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Set on a route that changes what reminders are about (certification dates, credits,
     * reminder preferences): after it succeeds, the user's reminders are brought up to date.
     */
    affectsReminders?: boolean;
  }
  interface FastifyInstance {
    /**
     * Called after a user's certifications or credits changed: that user's reminders are
     * brought up to date at once, in the background, rather than at the next sweep.
     */
    remindersMayBeDue(userId: number): void;
    /** Resolves once the sweeps started by remindersMayBeDue have finished. */
    remindersSettled(): Promise<void>;
  }
}

/**
 * A certification added due in ten days gets its reminder now, not up to 15 minutes later.
 * Failures are logged and left to the next sweep; closing the app waits for runs in flight.
 */
export const remindersOnChange = fp<FeatureDeps>(
  async (app: FastifyInstance, { db, clock, config }) => {
    const running = new Set<Promise<unknown>>();
    app.decorate("remindersMayBeDue", (userId: number) => {
      const run = sweepReminders({ db, clock, appUrl: config.appUrl, userId })
        .catch((error: unknown) => {
          // During an outage the next scheduled sweep catches up; the outage is logged once.
          if (isDatabaseUnavailable(error)) app.log.debug({ userId }, "reminder sweep skipped");
          else app.log.error({ err: error, userId }, "reminder sweep failed");
        })
        .finally(() => running.delete(run));
      running.add(run);
    });
    app.decorate("remindersSettled", async () => {
      while (running.size > 0) await Promise.all(running);
    });
    app.addHook("onResponse", async (request, reply) => {
      // Set by the access hook on routes that need a user (this hook serves every route).
      const user = request.getDecorator<UserRow | undefined>("user");
      if (request.routeOptions.config.affectsReminders && user && reply.statusCode < 400) {
        app.remindersMayBeDue(user.id);
      }
    });
    app.addHook("onClose", () => app.remindersSettled());
  },
  { name: "reminders-on-change", dependencies: ["access"] },
);
