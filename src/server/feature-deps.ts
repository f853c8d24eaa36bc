import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/open";

/** What every feature's routes receive from buildApp. */
export type FeatureDeps = {
  db: Database;
  clock: Clock;
  config: Pick<
    Config,
    | "sessionSecret"
    | "secureCookies"
    | "trustProxy"
    | "encryptionKey"
    | "appUrl"
    | "stripe"
    | "paymentsTestMode"
    | "planPrice"
    | "currency"
    | "inboundMail"
  >;
};

/**
 * What a service receives: the database and the clock, as `deps: ServiceDeps` (or destructured,
 * `{ db, clock }: ServiceDeps`). A service that reads or writes without the time takes
 * `db: Database` alone; one that needs more (an encryption key, the config) adds it,
 * `ServiceDeps & { key: Buffer }`.
 */
export type ServiceDeps = Pick<FeatureDeps, "db" | "clock">;

/** What a service that seals or opens secrets (TOTP secrets, sent codes) receives. */
export type ServiceDepsWithKey = ServiceDeps & { key: Buffer };
