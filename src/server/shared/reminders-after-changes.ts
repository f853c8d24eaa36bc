import type { FastifyInstance } from "fastify";

/**
 * After every successful change made through this plugin's routes (anything but a read),
 * the signed-in user's reminders are brought up to date (see remindersMayBeDue).
 */
export function remindAfterChanges(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const user = request.currentUser;
    if (user && request.method !== "GET" && reply.statusCode < 400) {
      app.remindersMayBeDue(user.id);
    }
  });
}
