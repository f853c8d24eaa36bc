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
  >;
};
