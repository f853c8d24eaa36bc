import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadStorageConfig } from "../../src/server/config";
import { inboundTls } from "../support/inbound-tls/inbound-tls";

const dirs: string[] = [];

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "certminder-config-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function errorOf(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    return error;
  }
  throw new Error("expected the configuration to be refused");
}

describe("configuration", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 5000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      appUrl: "http://localhost:5000",
      secureCookies: false,
      trustProxy: false,
      smtpUrl: undefined,
      twilio: undefined,
      stripe: undefined,
      admin: undefined,
      paymentsTestMode: true,
      planPrice: { amount: 999, interval: "month" },
      currency: "USD",
      inboundMail: { domain: undefined, smtpPort: undefined, secret: undefined },
      logLevel: "info",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ APP_URL: "not a url" }, "APP_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ ENCRYPTION_KEY: "xyz" }, "ENCRYPTION_KEY"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TWILIO_ACCOUNT_SID: "AC1" }, "TWILIO_AUTH_TOKEN"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_PRICE_ID"],
    [{ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PRICE_ID: "price_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_1" }, "STRIPE_SECRET_KEY"],
    [{ ADMIN_USERNAME: "root" }, "ADMIN_PASSWORD"],
    [{ PAYMENTS_TEST_MODE: "off" }, "PAYMENTS_TEST_MODE"],
    [{ CURRENCY: "dollars" }, "CURRENCY"],
    [{ CURRENCY: "XYZ" }, "CURRENCY"],
    [{ PLAN_PRICE: "nine" }, "PLAN_PRICE"],
    [{ PLAN_PRICE: "-5" }, "PLAN_PRICE"],
    [{ PLAN_PRICE: "9.999" }, "PLAN_PRICE"],
    [{ PLAN_PRICE: "1500.5", CURRENCY: "JPY" }, "PLAN_PRICE"],
    [{ PLAN_INTERVAL: "fortnight" }, "PLAN_INTERVAL"],
    [{ CAPTURE_WORKERS: "-1" }, "CAPTURE_WORKERS"],
    [{ CAPTURE_WORKERS: "two" }, "CAPTURE_WORKERS"],
    [{ CAPTURE_LEASE_SECONDS: "0" }, "CAPTURE_LEASE_SECONDS"],
    [{ CAPTURE_LEASE_SECONDS: "90s" }, "CAPTURE_LEASE_SECONDS"],
    [{ CAPTURE_LEASE_SECONDS: "3601" }, "CAPTURE_LEASE_SECONDS"],
    [{ INBOUND_MAIL_DOMAIN: "not a domain" }, "INBOUND_MAIL_DOMAIN"],
    [{ INBOUND_SMTP_PORT: "70000", INBOUND_MAIL_DOMAIN: "in.example.com" }, "INBOUND_SMTP_PORT"],
    [{ INBOUND_SMTP_PORT: "2525" }, "INBOUND_MAIL_DOMAIN"],
    [{ INBOUND_MAIL_SECRET: "x".repeat(40) }, "INBOUND_MAIL_DOMAIN"],
    [
      { INBOUND_MAIL_SECRET: "short", INBOUND_MAIL_DOMAIN: "in.example.com" },
      "INBOUND_MAIL_SECRET",
    ],
    [{ INBOUND_SMTP_TLS_CERT: inboundTls.cert }, "INBOUND_SMTP_TLS_KEY"],
    [
      { INBOUND_SMTP_TLS_CERT: "/nowhere/cert.pem", INBOUND_SMTP_TLS_KEY: inboundTls.key },
      "INBOUND_SMTP_TLS_CERT",
    ],
    [
      { INBOUND_SMTP_TLS_CERT: inboundTls.cert, INBOUND_SMTP_TLS_KEY: inboundTls.readme },
      "INBOUND_SMTP_TLS_KEY",
    ],
  ])("refuses %o with one line naming %s", (env, name) => {
    const error = errorOf(env);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`Invalid ${name}: `)).toBe(true);
    expect(message).not.toContain("\n");
  });

  it("reads the inbound SMTP listener's certificate and key when both are named", () => {
    const { inboundMail } = loadConfig({
      DATA_DIR: dataDir(),
      INBOUND_SMTP_TLS_CERT: inboundTls.cert,
      INBOUND_SMTP_TLS_KEY: inboundTls.key,
    });
    expect(inboundMail.smtpTls?.cert.toString()).toContain("BEGIN CERTIFICATE");
    expect(inboundMail.smtpTls?.key.toString()).toContain("PRIVATE KEY");
    expect(loadConfig({ DATA_DIR: dataDir() }).inboundMail.smtpTls).toBeUndefined();
  });

  it("reads certificates with one worker less than the cores, at least one, or as set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).captureWorkers).toBe(
      Math.max(1, availableParallelism() - 1),
    );
    expect(loadConfig({ DATA_DIR: dataDir(), CAPTURE_WORKERS: "3" }).captureWorkers).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir(), CAPTURE_WORKERS: "0" }).captureWorkers).toBe(0);
  });

  it("holds a reader's claim on a certificate a minute unless CAPTURE_LEASE_SECONDS says", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).captureLeaseMs).toBe(60_000);
    const short = loadConfig({ DATA_DIR: dataDir(), CAPTURE_LEASE_SECONDS: "2" });
    expect(short.captureLeaseMs).toBe(2000);
  });

  it("never repeats a secret's value in its error", () => {
    const message = (errorOf({ SESSION_SECRET: "my-short-secret" }) as Error).message;
    expect(message).not.toContain("my-short-secret");
  });

  it("generates missing secrets once, privately, and reuses them", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.encryptionKey).toHaveLength(32);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8")).sessionSecret).toBe(first.sessionSecret);
  });

  it("reads where the data lives for the operator commands without creating anything", () => {
    const dir = path.join(dataDir(), "not-yet");
    expect(loadStorageConfig({ DATA_DIR: dir })).toEqual({ dataDir: dir, databaseUrl: undefined });
    expect(existsSync(dir)).toBe(false);
    expect(() => loadStorageConfig({ DATA_DIR: dir, DATABASE_URL: "mysql://db" })).toThrow(
      "Invalid DATABASE_URL: must start with postgres:// or postgresql://",
    );
  });

  it("prefers secrets given in the environment", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: "a".repeat(40),
      ENCRYPTION_KEY: "ab".repeat(32),
    });
    expect(config.sessionSecret).toBe("a".repeat(40));
    expect(config.encryptionKey.toString("hex")).toBe("ab".repeat(32));
  });

  it("marks cookies Secure when the public URL is https", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_URL: "https://certs.example.com/" });
    expect(config.appUrl).toBe("https://certs.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("reads the optional services when they are complete", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: "8080",
      DATABASE_URL: "postgres://app@db:5432/certminder",
      SMTP_URL: "smtp://user:pass@mail:587",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "a-long-admin-password",
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe("http://localhost:8080");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/certminder");
    expect(config.smtpUrl).toBe("smtp://user:pass@mail:587");
    expect(config.admin).toEqual({ username: "admin", password: "a-long-admin-password" });
  });

  it("reads the test-mode price in the installation's currency, in its minor units", () => {
    const euros = loadConfig({
      DATA_DIR: dataDir(),
      PLAN_PRICE: "19.5",
      PLAN_INTERVAL: "year",
      CURRENCY: "eur",
    });
    expect(euros).toMatchObject({ planPrice: { amount: 1950, interval: "year" }, currency: "EUR" });
    const yen = loadConfig({ DATA_DIR: dataDir(), PLAN_PRICE: "1500", CURRENCY: "JPY" });
    expect(yen.planPrice).toEqual({ amount: 1500, interval: "month" });
  });

  it("turns the test-mode checkout off with PAYMENTS_TEST_MODE=false", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENTS_TEST_MODE: "false" }).paymentsTestMode).toBe(
      false,
    );
  });
});
