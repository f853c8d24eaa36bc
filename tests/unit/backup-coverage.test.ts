import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";

/**
 * Every table holding a user's rows, directly or through a certification or credit, is either
 * carried by the account backup (decision 045) or left out for a stated reason. A new table of
 * a user's own data fails here until someone decides which.
 */
const inBackup = [
  "users",
  "certifications",
  "certification_cycles",
  "education_credits",
  "credit_certifications",
  "requirement_templates",
  "notifications",
  "activities",
  "reminders",
  "feedback",
  "captures",
  "files",
];

const leftOut: Record<string, string> = {
  sessions: "a secret: who is signed in where",
  trusted_devices: "a secret: devices that skip MFA",
  mfa_recovery_codes: "a secret",
  mfa_verification_attempts: "a secret's bookkeeping",
  verification_codes: "a secret",
  auth_logs: "the installation's security record, not the user's data",
  report_shares: "only a hash of each link is kept, so a link cannot be carried",
  report_share_accesses: "the board's visits to a share link",
  outbox: "messages on their way, sent by this installation",
  certification_paces: "the reminder sweep's bookkeeping, rebuilt by it",
  reminder_changes: "the reminder sweep's bookkeeping, rebuilt by it",
  admin_audit_log: "the administrators' record",
  admin_sessions: "a secret: an administrator's sign-in to the admin area",
  admin_login_attempts: "the installation's security record, not the user's data",
  calendar_feeds: "only a hash of the feed's token is kept, so the address cannot be carried",
  capture_mail_addresses:
    "only a hash of the address's token is kept, so the address cannot be carried",
  planner_preferences:
    "the planner's exclusions and pins name this installation's catalogue courses by id, which another installation's catalogue does not share; set them again in the planner",
  rule_changes:
    "offers of this installation's library versions; the next start offers again what still applies",
};

const ownerTables = new Set(["users", "certifications", "education_credits"]);

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);

function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}

/** The tables with a foreign key to a user, a certification or a credit. */
function tablesOfAUser(): string[] {
  return tables
    .filter((table) =>
      getTableConfig(table).foreignKeys.some((key) =>
        ownerTables.has(tableName(key.reference().foreignTable)),
      ),
    )
    .map(tableName);
}

describe("the account backup's coverage of the schema", () => {
  it("carries or leaves out, with a reason, every table holding a user's rows", () => {
    const undecided = tablesOfAUser().filter(
      (name) => !inBackup.includes(name) && !(name in leftOut),
    );
    expect(undecided).toEqual([]);
  });

  it("names only tables that exist", () => {
    const existing = new Set(tables.map(tableName));
    expect([...inBackup, ...Object.keys(leftOut)].filter((name) => !existing.has(name))).toEqual(
      [],
    );
  });
});
