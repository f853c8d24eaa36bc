import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { currencyDecimals, defaultCurrency, isKnownCurrency } from "@common/money";
import { type PlanInterval, planIntervals } from "@common/subscription";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a whole number between 1 and 65535" })
    .int("must be a whole number between 1 and 65535")
    .min(1, "must be a whole number between 1 and 65535")
    .max(65535, "must be a whole number between 1 and 65535")
    .default(5000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  APP_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (32 bytes)")
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText,
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  PAYMENTS_TEST_MODE: optionalText.pipe(
    z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  ),
  PLAN_PRICE: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d+)?$/, "must be an amount such as 9.99")
      .optional(),
  ),
  PLAN_INTERVAL: optionalText.pipe(
    z.enum(planIntervals, { error: `must be one of ${planIntervals.join(", ")}` }).optional(),
  ),
  CURRENCY: optionalText.pipe(
    z
      .string()
      .transform((code) => code.toUpperCase())
      .refine(isKnownCurrency, "must be an ISO 4217 currency code such as USD or EUR")
      .optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(12, "must be at least 12 characters").optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  ),
  SEED_OPPORTUNITIES: optionalText.pipe(
    z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  ),
  CAPTURE_WORKERS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number, 0 or more")
      .transform(Number)
      .optional(),
  ),
  CAPTURE_LEASE_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, "must be a whole number of seconds between 1 and 3600")
      .transform(Number)
      .refine(
        (seconds) => seconds >= 1 && seconds <= 3600,
        "must be a whole number of seconds between 1 and 3600",
      )
      .optional(),
  ),
  INBOUND_SMTP_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a whole number between 1 and 65535")
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, "must be a whole number between 1 and 65535")
      .optional(),
  ),
  INBOUND_MAIL_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        "must be a domain name such as in.example.com",
      )
      .transform((domain) => domain.toLowerCase())
      .optional(),
  ),
  INBOUND_SMTP_TLS_CERT: optionalText,
  INBOUND_SMTP_TLS_KEY: optionalText,
  INBOUND_MAIL_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).default("info"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  secureCookies: boolean;
  trustProxy: boolean;
  sessionSecret: string;
  encryptionKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** The payment provider's keys; undefined runs the labelled test-mode checkout. */
  stripe: StripeConfig | undefined;
  /**
   * Without keys, whether anyone may subscribe through the test-mode checkout (the default);
   * false leaves premium to administrators. Unused with keys.
   */
  paymentsTestMode: boolean;
  /** The plan's price in test mode, where no provider states one. */
  planPrice: TestPlanPrice;
  /** ISO 4217 code of the money the product shows where the provider says none (renewal fees). */
  currency: string;
  admin: { username: string; password: string } | undefined;
  /** Whether the first start of a database with an empty catalog seeds its opportunities. */
  seedOpportunities: boolean;
  /**
   * How many certificates this instance reads at once, each in a worker thread of its own
   * (default: one less than the cores, at least one); 0 leaves reading to other instances.
   */
  captureWorkers: number;
  /**
   * How long a reader's claim on a certificate holds unless renewed, in milliseconds
   * (CAPTURE_LEASE_SECONDS, default 60 s): a reader renews it every third of it while it reads,
   * so the certificate of an instance that died is read again by another within about this.
   */
  captureLeaseMs: number;
  /** Email in: certificates mailed to each user's private address. */
  inboundMail: InboundMailConfig;
  logLevel: (typeof logLevels)[number];
};

/**
 * Email in (all optional): `domain` names the domain of the users' addresses (without it,
 * nobody can create one); `smtpPort` starts this server's own SMTP listener; `secret` lets a
 * hosted inbound-mail provider post messages to POST /api/inbound-mail.
 */
export type InboundMailConfig = {
  domain?: string;
  smtpPort?: number;
  secret?: string;
  /** The SMTP listener's certificate and key (PEM, read from their files): it offers STARTTLS. */
  smtpTls?: { cert: Buffer; key: Buffer };
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another address for the payment provider's API (never from the environment; tests). */
  apiAddress?: { host: string; port: number; protocol: "http" | "https" };
};

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {}

/** PLAN_PRICE and PLAN_INTERVAL: amount in the currency's minor units (cents), as a provider's. */
export type TestPlanPrice = { amount: number; interval: PlanInterval };

const defaultPlanPrice = "9.99";
const defaultCaptureLeaseSeconds = 60;
const defaultPlanInterval: PlanInterval = "month";

/** PLAN_PRICE ("9.99") in CURRENCY's minor units (999), refused with more decimals than it has. */
function minorUnits(price: string, currency: string): number {
  const [whole = "0", fraction = ""] = price.split(".");
  const decimals = currencyDecimals(currency);
  if (fraction.length > decimals) {
    const allowed = decimals === 0 ? "no decimals" : `at most ${decimals} decimals`;
    throw new ConfigError(
      `Invalid PLAN_PRICE: ${currency} amounts have ${allowed} (got "${price}")`,
    );
  }
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
}

/** The payment settings of an installation that sets none of them (test mode, USD 9.99 a month). */
export const defaultPaymentSettings: Pick<Config, "paymentsTestMode" | "planPrice" | "currency"> = {
  paymentsTestMode: true,
  planPrice: {
    amount: minorUnits(defaultPlanPrice, defaultCurrency),
    interval: defaultPlanInterval,
  },
  currency: defaultCurrency,
};

type Env = Record<string, string | undefined>;

function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    const given = env[name];
    const shown = name.includes("SECRET") || name.includes("KEY") || name.includes("PASSWORD");
    const value = given === undefined || shown ? "" : ` (got "${given}")`;
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? "invalid value"}${value}`);
  }
  return result.data;
}

function requireTogether(env: Env, names: string[]) {
  const given = names.filter((name) => env[name]?.trim());
  if (given.length > 0 && given.length < names.length) {
    const missing = names.find((name) => !env[name]?.trim());
    throw new ConfigError(`Invalid ${missing}: must be set together with ${given.join(", ")}`);
  }
}

/** A PEM file a variable names; one that cannot be read, or holds no PEM, is refused by name. */
function readPemFile(file: string, name: string): Buffer {
  let pem: Buffer;
  try {
    pem = readFileSync(file);
  } catch (error) {
    throw new ConfigError(`Invalid ${name}: cannot read ${file} (${(error as Error).message})`);
  }
  if (!pem.includes("-----BEGIN ")) throw new ConfigError(`Invalid ${name}: ${file} is not PEM`);
  return pem;
}

/** Receiving mail (by SMTP or from a provider) needs the domain that names the addresses. */
function requireDomainForInboundMail(env: Env) {
  if (env.INBOUND_MAIL_DOMAIN?.trim()) return;
  const given = ["INBOUND_SMTP_PORT", "INBOUND_MAIL_SECRET"].filter((name) => env[name]?.trim());
  if (given.length > 0) {
    throw new ConfigError(
      `Invalid INBOUND_MAIL_DOMAIN: must be set together with ${given.join(", ")}`,
    );
  }
}

type Secrets = { sessionSecret: string; encryptionKey: string };

export function secretsFileOf(dataDir: string): string {
  return path.join(dataDir, "secrets.json");
}

/**
 * Secrets not given in the environment are generated once into DATA_DIR/secrets.json
 * (mode 0600) and reused on every later start, so sessions and encrypted MFA secrets survive.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = secretsFileOf(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const fresh: Secrets = {
    sessionSecret: randomBytes(48).toString("base64url"),
    encryptionKey: randomBytes(32).toString("hex"),
  };
  try {
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  if (
    typeof stored.sessionSecret !== "string" ||
    !/^[0-9a-f]{64}$/.test(stored.encryptionKey ?? "")
  ) {
    throw new ConfigError(`Invalid ${file}: expected sessionSecret and encryptionKey`);
  }
  return stored as Secrets;
}

function resolveSecrets(
  sessionSecret: string | undefined,
  encryptionKey: string | undefined,
  dataDir: string,
): Secrets {
  if (sessionSecret && encryptionKey) return { sessionSecret, encryptionKey };
  const generated = loadOrCreateSecrets(dataDir);
  return {
    sessionSecret: sessionSecret ?? generated.sessionSecret,
    encryptionKey: encryptionKey ?? generated.encryptionKey,
  };
}

/** Where the data lives, read without creating anything: for the operator commands. */
export type StorageConfig = Pick<Config, "dataDir" | "databaseUrl">;

export function loadStorageConfig(env: Env = process.env): StorageConfig {
  const parsed = parseEnv(envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }), env);
  return { dataDir: path.resolve(parsed.DATA_DIR), databaseUrl: parsed.DATABASE_URL };
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(envSchema, env);
  requireTogether(env, ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]);
  requireTogether(env, ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"]);
  requireTogether(env, ["ADMIN_USERNAME", "ADMIN_PASSWORD"]);
  requireTogether(env, ["INBOUND_SMTP_TLS_CERT", "INBOUND_SMTP_TLS_KEY"]);
  requireDomainForInboundMail(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const secrets = resolveSecrets(parsed.SESSION_SECRET, parsed.ENCRYPTION_KEY, dataDir);
  const currency = parsed.CURRENCY ?? defaultCurrency;
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    trustProxy: parsed.TRUST_PROXY === "true",
    sessionSecret: secrets.sessionSecret,
    encryptionKey: Buffer.from(secrets.encryptionKey, "hex"),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? "CertMinder <no-reply@certminder.local>",
    twilio:
      parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN && parsed.TWILIO_FROM
        ? {
            accountSid: parsed.TWILIO_ACCOUNT_SID,
            authToken: parsed.TWILIO_AUTH_TOKEN,
            from: parsed.TWILIO_FROM,
          }
        : undefined,
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_PRICE_ID && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            priceId: parsed.STRIPE_PRICE_ID,
          }
        : undefined,
    paymentsTestMode: parsed.PAYMENTS_TEST_MODE !== "false",
    planPrice: {
      amount: minorUnits(parsed.PLAN_PRICE ?? defaultPlanPrice, currency),
      interval: parsed.PLAN_INTERVAL ?? defaultPlanInterval,
    },
    currency,
    admin:
      parsed.ADMIN_USERNAME && parsed.ADMIN_PASSWORD
        ? { username: parsed.ADMIN_USERNAME, password: parsed.ADMIN_PASSWORD }
        : undefined,
    seedOpportunities: parsed.SEED_OPPORTUNITIES !== "false",
    captureWorkers: parsed.CAPTURE_WORKERS ?? Math.max(1, availableParallelism() - 1),
    captureLeaseMs: (parsed.CAPTURE_LEASE_SECONDS ?? defaultCaptureLeaseSeconds) * 1000,
    inboundMail: {
      domain: parsed.INBOUND_MAIL_DOMAIN,
      smtpPort: parsed.INBOUND_SMTP_PORT,
      secret: parsed.INBOUND_MAIL_SECRET,
      smtpTls:
        parsed.INBOUND_SMTP_TLS_CERT && parsed.INBOUND_SMTP_TLS_KEY
          ? {
              cert: readPemFile(parsed.INBOUND_SMTP_TLS_CERT, "INBOUND_SMTP_TLS_CERT"),
              key: readPemFile(parsed.INBOUND_SMTP_TLS_KEY, "INBOUND_SMTP_TLS_KEY"),
            }
          : undefined,
    },
    logLevel: parsed.LOG_LEVEL,
  };
}
