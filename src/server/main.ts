import "@common/zod-without-eval";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { systemClock } from "./clock";
import { type Config, ConfigError, loadConfig } from "./config";
import { type ControlServer, startControlServer } from "./data-folder/control-server";
import { DataFolderInUse, serverRole } from "./data-folder/data-folder-lock";
import { rootCause } from "./db/database-unavailable";
import { migrate } from "./db/migrate";
import type { Database, DatabaseHandle } from "./db/open";
import { openConfiguredDatabase } from "./db/open-configured";
import { deliverWhenQueued, outboxDeliveryJob } from "./delivery/outbox-delivery-job";
import { createDeliveryTransports } from "./delivery/transports";
import { ensureAdminCredential } from "./features/admin/ensure-admin-credential";
import { onCaptureAdded } from "./features/captures/capture-added";
import { startInboundSmtp } from "./features/captures/mail/inbound-smtp";
import { certificateReader } from "./features/captures/read-capture";
import {
  captureReadingJob,
  captureReadingJobName,
} from "./features/captures/read-waiting-captures";
import { createOcrPool, type OcrPool } from "./features/captures/reading/ocr-pool";
import { seedOpportunitiesOnFirstStart } from "./features/opportunities/seed-opportunities";
import { closePlanSolvers } from "./features/planner/plan-solvers";
import { reminderJob } from "./features/reminders/reminder-job";
import { loadRequirementRules } from "./features/requirement-library/load-rules";
import { offerRuleChanges } from "./features/requirement-library/offer-rule-changes";
import { paymentsStartupLine } from "./features/subscription/payments-mode";
import { removeExpired } from "./jobs/expiry-cleanup";
import { startScheduler } from "./jobs/scheduler";
import { loggerOptions } from "./logger";
import { listenForShutdown, trackConnections } from "./shutdown";
import { surviveConnectionErrors } from "./survive-connection-errors";

// The built web app, seen from the server bundle (dist/server) and from the sources
// (src/server, under `npm run dev`, where Vite serves the web app instead).
const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));

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

  const database = await openConfiguredDatabase(config, { role: serverRole });
  await migrate(database.db);
  if (config.admin) await ensureAdminCredential(database.db, config.admin);
  const seeded = config.seedOpportunities
    ? await seedOpportunitiesOnFirstStart({ db: database.db, clock: systemClock })
    : 0;
  const rulesAdded = await loadRequirementRules(database.db);

  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    logger,
  });
  surviveConnectionErrors(app.log);
  logAvailability(app, database);
  if (seeded > 0) app.log.info({ opportunities: seeded }, "education opportunities seeded");
  if (rulesAdded.length > 0) {
    app.log.info({ ruleSets: rulesAdded.length }, "requirement library rule sets loaded");
  }
  await offerNewRuleVersions(app, database.db, config.appUrl);
  const connections = trackConnections(app.server);
  // Operator commands work through this server while it holds the embedded database.
  let control: ControlServer | undefined;
  if (database.engine === "pglite") {
    control = await startControlServer({ dataDir: config.dataDir, database, log: app.log });
  }
  await app.listen({ port: config.port, host: config.host });
  const transports = createDeliveryTransports(config);
  app.log.info(
    {
      email: transports.email ? "smtp" : "log only (SMTP_URL not set)",
      sms: transports.sms ? "twilio" : "log only (TWILIO_* not set)",
    },
    "message delivery",
  );
  const inboundSmtp = await startInboundMail(app, database.db, config);
  const payments = paymentsStartupLine(config, process.env.NODE_ENV);
  app.log[payments.level]({ payments: payments.payments }, payments.message);
  // CAPTURE_WORKERS=0 makes this instance web-only: others read the certificates.
  const ocrPool = config.captureWorkers > 0 ? createOcrPool(config.captureWorkers) : null;
  app.log.info({ captureWorkers: config.captureWorkers }, "certificate reading");
  const scheduler = startScheduler(
    [
      {
        name: "expiry-cleanup",
        everyMs: 60 * 60 * 1000,
        run: () => removeExpired(database.db, systemClock),
      },
      outboxDeliveryJob({ db: database.db, clock: systemClock, transports, log: app.log }),
      reminderJob({ db: database.db, clock: systemClock, appUrl: config.appUrl }),
      ...(ocrPool
        ? [captureReadingJob(readerDeps(database.db, ocrPool, config), ocrPool.size)]
        : []),
    ],
    app.log,
  );
  const stopDeliveringWhenQueued = deliverWhenQueued(scheduler);
  const stopReadingWhenAdded = onCaptureAdded.listen(() => scheduler.runNow(captureReadingJobName));
  listenForShutdown(app, connections, async () => {
    stopDeliveringWhenQueued();
    stopReadingWhenAdded();
    await inboundSmtp?.close();
    await scheduler.stop();
    await ocrPool?.close();
    await closePlanSolvers();
    await control?.close();
    await database.close();
  });
  app.log.info(
    { database: database.engine, url: config.appUrl },
    `CertMinder is ready at ${config.appUrl}`,
  );
}

/**
 * This server's SMTP listener for the users' addresses, when INBOUND_SMTP_PORT is set (the
 * configuration has made sure INBOUND_MAIL_DOMAIN is too).
 */
async function startInboundMail(app: FastifyInstance, db: Database, config: Config) {
  const { smtpPort, domain, secret, smtpTls } = config.inboundMail;
  app.log.info(
    {
      domain: domain ?? "none (INBOUND_MAIL_DOMAIN not set)",
      smtp: smtpPort ?? "off (INBOUND_SMTP_PORT not set)",
      starttls: smtpTls ? "on" : "off (INBOUND_SMTP_TLS_CERT and INBOUND_SMTP_TLS_KEY not set)",
      webhook: secret ? "on" : "off (INBOUND_MAIL_SECRET not set)",
    },
    "email in",
  );
  if (smtpPort === undefined || domain === undefined) return null;
  return startInboundSmtp(
    { db, clock: systemClock, appUrl: config.appUrl, domain, log: app.log },
    {
      port: smtpPort,
      host: config.host,
      tls: smtpTls,
    },
  );
}

/** What the certificate readers of this instance work with. */
function readerDeps(db: Database, pool: OcrPool, config: Config) {
  return {
    db,
    clock: systemClock,
    read: certificateReader(pool),
    leaseMs: config.captureLeaseMs,
  };
}

/**
 * Offers the users whose current cycle a new rule version changes that version. A failure is
 * logged and the server starts anyway: the next start offers what this one could not.
 */
async function offerNewRuleVersions(app: FastifyInstance, db: Database, appUrl: string) {
  try {
    const { offered } = await offerRuleChanges({ db, clock: systemClock, appUrl });
    if (offered > 0) app.log.info({ ruleChanges: offered }, "rule changes offered");
  } catch (error) {
    app.log.error({ err: error }, "rule changes could not be offered");
  }
}

/** An outage is logged when it starts and when it ends; the requests refused meanwhile are not. */
function logAvailability(app: FastifyInstance, database: DatabaseHandle) {
  database.availability.onChange((change) => {
    if (change.available) {
      app.log.info({ unavailableMs: change.unavailableMs }, "database available again");
    } else {
      app.log.error(
        { err: rootCause(change.error) },
        "database unavailable: answering 503 until it is back",
      );
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderInUse) {
    process.stderr.write(
      `${error.explain("set DATA_DIR to another folder to run a second one")}\n`,
    );
    process.exit(1);
  }
  process.stderr.write(
    `CertMinder failed to start: ${error instanceof Error ? error.stack : error}\n`,
  );
  process.exit(1);
});
