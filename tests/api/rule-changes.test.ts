import type { RuleSet } from "@common/requirement-library/rule-set";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, ruleChanges } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { offerRuleChanges } from "../../src/server/features/requirement-library/offer-rule-changes";
import type { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { formFilledFrom, library, libraryRuleSet } from "../support/rule-sets";
import { setUpTestApp } from "../support/test-app";

const today = "2026-11-28";
const t = setUpTestApp({ now: `${today}T12:00:00Z` });
const appUrl = "http://localhost:5000";
const california = libraryRuleSet("rn-california");

const implicitBiasSource = {
  url: "https://www.rn.ca.gov/implicit-bias.shtml",
  title: "Implicit bias training",
  publisher: "California Board of Registered Nursing",
  quote: "One hour of implicit bias training is required.",
  supports: ["categories.Implicit bias"],
  checkedOn: "2026-11-20",
};

/** The first version of a rule set of its own for one test, so tests stay independent. */
function firstVersion(id: string): RuleSet {
  return { ...california, id, version: 1 };
}

/** The next version: one contact hour of implicit bias, effective Jan 1, 2027. */
function withImplicitBias(rule: RuleSet): RuleSet {
  return {
    ...rule,
    version: rule.version + 1,
    effectiveDate: "2027-01-01",
    categories: [{ name: "Implicit bias", kind: "minimum", credits: 1, appliesWhen: "always" }],
    sources: [...rule.sources, implicitBiasSource],
  };
}

/** A user following `rule` with one certification; `edit` changes the form before saving. */
async function follower(
  rule: RuleSet,
  dates: { expirationDate: string; receivedDate?: string } = { expirationDate: "2027-06-30" },
  edit: (form: ReturnType<typeof formFilledFrom>) => object = (form) => form,
  user: Parameters<typeof signedIn>[1] = {},
) {
  const { agent, user: row } = await signedIn(t, user);
  const created = await agent.post("/api/certifications", edit(formFilledFrom(rule, dates, today)));
  expect(created.statusCode).toBe(201);
  return { agent, user: row, certification: created.json() as { id: number } };
}

const offer = () => offerRuleChanges({ db: t.db, clock: t.clock, appUrl });

/** The rule set a user's certification follows, as its page reads it. */
async function followed(agent: Agent, certification: { id: number }) {
  return (await agent.get(`/api/certifications/${certification.id}`)).json().ruleSet;
}

async function ruleChangeNotices(agent: Agent) {
  const list = await agent.get("/api/notifications");
  const { notifications: rows } = list.json() as {
    notifications: { type: string; title: string; message: string; certificationId: number }[];
  };
  return rows.filter((row) => row.type === "rule_change");
}

async function emailsTo(email: string | null) {
  return t.db
    .select({ subject: outbox.subject, text: outbox.textBody, dedupeKey: outbox.dedupeKey })
    .from(outbox)
    .where(and(eq(outbox.recipient, email ?? ""), like(outbox.dedupeKey, "rule-change:%")));
}

async function pendingChanges(agent: Agent, certificationId?: number) {
  const query = certificationId === undefined ? "" : `?certificationId=${certificationId}`;
  const answer = await agent.get(`/api/rule-changes${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { id: number; certificationId: number; changes: unknown[] }[];
}

/** Publishes `rule` with implicit bias and answers the one change then offered to `certification`. */
async function offeredImplicitBias(rule: RuleSet, agent: Agent, certification: { id: number }) {
  await loadRequirementRules(t.db, [withImplicitBias(rule)]);
  await offer();
  const [change, ...others] = await pendingChanges(agent, certification.id);
  expect(others).toEqual([]);
  if (!change) throw new Error("the change was offered");
  return change;
}

beforeAll(async () => {
  await loadRequirementRules(t.db, library);
});

describe("a new version of a rule set", () => {
  it("notifies and emails exactly the users whose current cycle it changes, once", async () => {
    const first = firstVersion("rn-california-offered");
    await loadRequirementRules(t.db, [first]);
    const changed = await follower(first);
    const unverified = await follower(first, undefined, undefined, { emailVerified: false });
    const detached = await follower(first, undefined, (form) => ({
      ...form,
      requirements: {
        categories: [{ name: "Pharmacology", kind: "minimum", credits: 2 }],
        carryOver: null,
      },
    }));
    const deadlineBefore = await follower(first, { expirationDate: "2026-12-31" });
    const inactive = await follower(first, undefined, (form) => ({ ...form, status: "inactive" }));

    await loadRequirementRules(t.db, [withImplicitBias(first)]);
    expect(await offer()).toEqual({ offered: 2 });

    const line = `Registered Nurse — California: at least 1 contact hour of Implicit bias now required (effective Jan 1, 2027); source: ${implicitBiasSource.url}`;
    expect(await ruleChangeNotices(changed.agent)).toEqual([
      expect.objectContaining({
        title: "The rules for Registered Nurse — California changed",
        message: line,
        certificationId: changed.certification.id,
      }),
    ]);
    const [change] = await pendingChanges(changed.agent);
    expect(change).toMatchObject({
      certificationId: changed.certification.id,
      certificationName: "Registered Nurse — California",
      ruleSet: {
        id: "rn-california-offered",
        name: "Registered Nurse — California",
        fromVersion: 1,
        toVersion: 2,
        effectiveDate: "2027-01-01",
      },
      source: { url: implicitBiasSource.url, title: implicitBiasSource.title },
      changes: [
        {
          field: "categories",
          label: "Categories",
          before: "none",
          after: "at least 1 contact hour of Implicit bias",
        },
      ],
    });
    const emails = await emailsTo(changed.user.email);
    expect(emails).toEqual([
      {
        subject: "The rules for Registered Nurse — California changed",
        text: expect.stringContaining(line),
        dedupeKey: `rule-change:${change?.id}`,
      },
    ]);
    expect(emails[0]?.text).toContain(`${appUrl}/certifications/${changed.certification.id}`);

    expect(await ruleChangeNotices(unverified.agent)).toHaveLength(1);
    expect(await emailsTo(unverified.user.email)).toEqual([]);
    for (const nobody of [detached, deadlineBefore, inactive]) {
      expect(await ruleChangeNotices(nobody.agent)).toEqual([]);
      expect(await pendingChanges(nobody.agent)).toEqual([]);
      expect(await emailsTo(nobody.user.email)).toEqual([]);
    }

    // What changes nothing of a cycle is followed silently; what takes effect after the cycle
    // waits for the next one.
    expect(await followed(detached.agent, detached.certification)).toEqual({
      id: "rn-california-offered",
      version: 2,
      detached: ["categories"],
    });
    expect(await followed(deadlineBefore.agent, deadlineBefore.certification)).toMatchObject({
      version: 1,
    });

    expect(await offer()).toEqual({ offered: 0 });
    expect(await ruleChangeNotices(changed.agent)).toHaveLength(1);
    expect(await emailsTo(changed.user.email)).toHaveLength(1);
  });

  it("offers each change once when two instances start at the same moment", async () => {
    const first = firstVersion("rn-california-twice");
    await loadRequirementRules(t.db, [first]);
    const changed = await follower(first);
    await loadRequirementRules(t.db, [withImplicitBias(first)]);
    const [one, other] = await Promise.all([offer(), offer()]);
    expect((one?.offered ?? 0) + (other?.offered ?? 0)).toBe(1);
    expect(await ruleChangeNotices(changed.agent)).toHaveLength(1);
    expect(await emailsTo(changed.user.email)).toHaveLength(1);
  });

  it("offers nothing when only sources, notes or a category that does not apply change", async () => {
    const first = firstVersion("rn-california-quiet");
    await loadRequirementRules(t.db, [first]);
    const holder = await follower(first, {
      expirationDate: "2027-06-30",
      receivedDate: "2019-06-30",
    });
    await loadRequirementRules(t.db, [
      {
        ...first,
        version: 2,
        whatCounts: { ...first.whatCounts, note: "Courses must be relevant to nursing." },
        categories: [
          {
            name: "Implicit bias",
            kind: "minimum",
            credits: 1,
            appliesWhen: "issued-after",
            issuedAfter: "2022-01-01",
          },
        ],
        sources: [...first.sources, implicitBiasSource],
      },
    ]);
    await offer();
    expect(await ruleChangeNotices(holder.agent)).toEqual([]);
    expect(await pendingChanges(holder.agent)).toEqual([]);
    expect(await followed(holder.agent, holder.certification)).toEqual({
      id: "rn-california-quiet",
      version: 2,
      detached: [],
    });
  });
});

describe("deciding a rule change", () => {
  it("applies it to the current cycle only: requirements and version change, past cycles stay", async () => {
    const first = firstVersion("rn-california-applied");
    await loadRequirementRules(t.db, [first]);
    const { agent, certification } = await follower(first, { expirationDate: "2026-06-30" });
    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, {
      expirationDate: "2028-06-30",
      reportingPeriodStart: "2026-07-01",
      reportingPeriodEnd: "2028-06-30",
      creditsRequired: 30,
    });
    expect(renewed.statusCode).toBe(200);
    const change = await offeredImplicitBias(first, agent, certification);

    const someoneElse = await signedIn(t);
    const refused = await someoneElse.agent.post(`/api/rule-changes/${change.id}/apply`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "Rule change not found" });

    const applied = await agent.post(`/api/rule-changes/${change.id}/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      id: change.id,
      certificationId: certification.id,
      status: "applied",
    });
    const detail = (await agent.get(`/api/certifications/${certification.id}`)).json();
    expect(detail.requirements.categories).toEqual([
      { name: "Implicit bias", kind: "minimum", credits: 1 },
    ]);
    expect(detail.ruleSet).toEqual({ id: "rn-california-applied", version: 2, detached: [] });
    expect(detail.categoriesMissing).toEqual([
      expect.objectContaining({ name: "Implicit bias", missing: 1 }),
    ]);
    expect(detail.pastCycles).toEqual([
      expect.objectContaining({
        cycle: 1,
        expirationDate: "2026-06-30",
        requirements: { categories: [], carryOver: null },
      }),
    ]);
    expect(await pendingChanges(agent)).toEqual([]);

    const again = await agent.post(`/api/rule-changes/${change.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "This change was already applied to your certification",
    });
  });

  it("keeps the user's own: the certification stays at its version and is not offered it again", async () => {
    const first = firstVersion("rn-california-kept");
    await loadRequirementRules(t.db, [first]);
    const { agent, certification } = await follower(first);
    const before = (await agent.get(`/api/certifications/${certification.id}`)).json();
    const change = await offeredImplicitBias(first, agent, certification);

    const someoneElse = await signedIn(t);
    const refused = await someoneElse.agent.post(`/api/rule-changes/${change.id}/keep`);
    expect(refused.statusCode).toBe(404);

    const kept = await agent.post(`/api/rule-changes/${change.id}/keep`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: change.id, status: "kept" });
    const after = (await agent.get(`/api/certifications/${certification.id}`)).json();
    expect(after.requirements).toEqual(before.requirements);
    expect(after.ruleSet).toEqual({ id: "rn-california-kept", version: 1, detached: [] });
    expect(await pendingChanges(agent)).toEqual([]);

    expect(await offer()).toEqual({ offered: 0 });
    const offers = await t.db
      .select({ status: ruleChanges.status })
      .from(ruleChanges)
      .where(eq(ruleChanges.certificationId, certification.id));
    expect(offers).toEqual([{ status: "kept" }]);
    const notices = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.certificationId, certification.id));
    expect(notices).toHaveLength(1);

    const applyNow = await agent.post(`/api/rule-changes/${change.id}/apply`);
    expect(applyNow.statusCode).toBe(409);
    expect(applyNow.json()).toEqual({
      message: "You already chose to keep your own requirements for this change",
    });
  });
});
