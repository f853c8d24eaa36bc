import "@common/zod-without-eval";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { migrate } from "./db/migrate";
import type { DatabaseHandle } from "./db/open";
import { openConfiguredDatabase } from "./db/open-configured";
import { deliverWhenQueued, outboxDeliveryJob } from "./delivery/outbox-delivery-job";
import { createDeliveryTransports } from "./delivery/transports";
import { ensureAdminCredential } from "./features/admin/ensure-admin-credential";
import { reminderJob } from "./features/reminders/reminder-job";
import { removeExpired } from "./jobs/expiry-cleanup";
import { type Scheduler, startScheduler } from "./jobs/scheduler";
import { loggerOptions } from "./logger";

// The built web app, seen from the server bundle (dist/server) and from the sources
// (src/server, under `npm run dev`, where Vite serves the web app instead).
const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));
const shutdownTimeoutMs = 10_000;

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`CertMinder cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = loggerOptions(config.logLevel, {
    pretty: process.stdout.isTTY && process.env.NODE_ENV !== "production",
  });

  const database = await openConfiguredDatabase(config);
  await migrate(database.db);
  if (config.admin) await ensureAdminCredential(database.db, config.admin);

  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    logger,
  });
  await app.listen({ port: config.port, host: config.host });
  const transports = createDeliveryTransports(config);
  app.log.info(
    {
      email: transports.email ? "smtp" : "log only (SMTP_URL not set)",
      sms: transports.sms ? "twilio" : "log only (TWILIO_* not set)",
    },
    "message delivery",
  );
  const scheduler = startScheduler(
    [
      {
        name: "expiry-cleanup",
        everyMs: 60 * 60 * 1000,
        run: () => removeExpired(database.db, systemClock),
      },
      outboxDeliveryJob({ db: database.db, clock: systemClock, transports, log: app.log }),
      reminderJob({ db: database.db, clock: systemClock, appUrl: config.appUrl }),
    ],
    app.log,
  );
  const stopDeliveringWhenQueued = deliverWhenQueued(scheduler);
  listenForShutdown(app, database, {
    stop: async () => {
      stopDeliveringWhenQueued();
      await scheduler.stop();
    },
  });
  app.log.info(
    { database: database.engine, url: config.appUrl },
    `CertMinder is ready at ${config.appUrl}`,
  );
}

/** Stop accepting, let in-flight requests finish, close the database, exit. */
function listenForShutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  scheduler: Pick<Scheduler, "stop">,
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await scheduler.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CertMinder failed to start: ${error instanceof Error ? error.stack : error}\n`,
  );
  process.exit(1);
});
