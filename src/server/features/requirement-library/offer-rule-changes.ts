import { ruleChangeTexts } from "@common/requirement-library/rule-changes";
import {
  changeSource,
  cycleDeadline,
  ruleChangeLine,
  ruleDifference,
} from "@common/requirement-library/rule-difference";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { and, asc, eq, lt, ne, or, sql } from "drizzle-orm";
import { userToday } from "../../clock";
import type { Database } from "../../db/open";
import { certifications, notifications, ruleChanges, users } from "../../db/schema";
import { renderEmail } from "../../delivery/email-template";
import { announceQueued, queueMessages } from "../../delivery/outbox";
import type { ServiceDeps } from "../../feature-deps";
import { ownCertification } from "../certifications/owned-certification";
import { ruleLinkColumns } from "./follow-rule";
import { readRuleSet } from "./read-library";

export const ruleChangeNotificationType = "rule_change";

type Candidate = { id: number; userId: number; key: string; version: number };

/** The library's current version of the rule set `certifications` row follows. */
const currentVersionOf = sql<number>`(select max(r.version) from requirement_rules r where r.key = ${certifications.ruleSetKey})`;

/**
 * The active certifications following a rule set at a version older than the library's current
 * one, not yet offered the current one.
 */
async function candidates(db: Database): Promise<(Candidate & { toVersion: number })[]> {
  const rows = await db
    .select({
      id: certifications.id,
      userId: certifications.userId,
      key: certifications.ruleSetKey,
      version: certifications.ruleSetVersion,
      toVersion: currentVersionOf,
    })
    .from(certifications)
    .where(
      and(
        eq(certifications.status, "active"),
        lt(certifications.ruleSetVersion, currentVersionOf),
        sql`not exists (select 1 from ${ruleChanges} rc where rc.certification_id = ${certifications.id}
          and rc.rule_set_key = ${certifications.ruleSetKey} and rc.to_version = ${currentVersionOf})`,
      ),
    )
    .orderBy(asc(certifications.id));
  return rows.flatMap(({ key, version, ...row }) =>
    key !== null && version !== null ? [{ ...row, key, version }] : [],
  );
}

/**
 * Offers each certification whose current cycle a new version of its rule set changes that
 * version, once: a pending rule change with the difference in words and the values applying it
 * writes, an in-app notification and, to a verified address, an email. The fields the user
 * detached are hers and never offered; a version taking effect after the cycle's deadline is
 * not offered; a certification the new version changes nothing for follows it silently. One
 * transaction per certification, its row locked, and the rule change's unique
 * key: instances starting at once offer each change once. An older pending offer of the same
 * rule set is withdrawn, the new version being offered (or not) in its place. Answers how many
 * changes were offered.
 */
export async function offerRuleChanges(
  deps: ServiceDeps & { appUrl: string },
): Promise<{ offered: number }> {
  const ruleSets = new Map<string, Promise<RuleSet>>();
  const ruleSetOf = (key: string, version: number) => {
    const id = `${key}@${version}`;
    const known = ruleSets.get(id) ?? readRuleSet(deps.db, key, version);
    ruleSets.set(id, known);
    return known;
  };
  let offered = 0;
  let emailed = false;
  for (const candidate of await candidates(deps.db)) {
    const [from, to] = await Promise.all([
      ruleSetOf(candidate.key, candidate.version),
      ruleSetOf(candidate.key, candidate.toVersion),
    ]);
    const outcome = await offerOne(deps, candidate, from, to);
    if (outcome.offered) offered += 1;
    if (outcome.emailed) emailed = true;
  }
  if (emailed) announceQueued();
  return { offered };
}

async function offerOne(
  { db, clock, appUrl }: ServiceDeps & { appUrl: string },
  candidate: Candidate,
  from: RuleSet,
  to: RuleSet,
): Promise<{ offered: boolean; emailed: boolean }> {
  return db.transaction(async (tx) => {
    const certification = await ownCertification(tx, candidate.userId, candidate.id, {
      lock: true,
    });
    // Changed since it was read: the next start looks again.
    if (
      certification.status !== "active" ||
      certification.ruleSetKey !== candidate.key ||
      certification.ruleSetVersion !== candidate.version
    ) {
      return { offered: false, emailed: false };
    }
    await tx
      .delete(ruleChanges)
      .where(
        and(
          eq(ruleChanges.certificationId, certification.id),
          eq(ruleChanges.status, "pending"),
          or(ne(ruleChanges.ruleSetKey, to.id), lt(ruleChanges.toVersion, to.version)),
        ),
      );
    const [user] = await tx
      .select({ timeZone: users.timeZone, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, certification.userId));
    if (!user) throw new Error("certification without its user");
    const difference = ruleDifference(
      from,
      to,
      certification,
      certification.ruleDetached,
      userToday(user, clock),
    );
    if (!difference) {
      // Nothing of the current cycle changes: it follows the new version from now on, unless
      // that version takes effect only after the cycle (looked at again once renewed).
      const deadline = cycleDeadline(certification);
      if (!deadline || to.effectiveDate <= deadline) {
        await tx
          .update(certifications)
          .set(await ruleLinkColumns(tx, { id: to.id, version: to.version }, certification))
          .where(eq(certifications.id, certification.id));
      }
      return { offered: false, emailed: false };
    }
    const now = clock.now();
    const [inserted] = await tx
      .insert(ruleChanges)
      .values({
        userId: certification.userId,
        certificationId: certification.id,
        ruleSetKey: to.id,
        fromVersion: from.version,
        toVersion: to.version,
        changes: difference.changes,
        proposed: difference.proposed,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: ruleChanges.id });
    if (!inserted) return { offered: false, emailed: false };
    const source = changeSource(
      from,
      to,
      difference.changes.map((change) => change.field),
    );
    const title = ruleChangeTexts.title(to.name);
    const message = ruleChangeLine(to, difference.phrases, source);
    await tx.insert(notifications).values({
      userId: certification.userId,
      certificationId: certification.id,
      type: ruleChangeNotificationType,
      title,
      message,
      createdAt: now,
    });
    if (!user.email || !user.emailVerified) return { offered: true, emailed: false };
    await queueMessages(tx, [
      {
        channel: "email",
        to: user.email,
        subject: title,
        dedupeKey: `rule-change:${inserted.id}`,
        ...renderEmail({
          heading: title,
          paragraphs: [message, "Apply the new rules to your certification, or keep yours."],
          action: {
            label: `View ${certification.name}`,
            url: `${appUrl}/certifications/${certification.id}`,
          },
        }),
      },
    ]);
    return { offered: true, emailed: true };
  });
}
