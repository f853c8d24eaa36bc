import {
  type AttentionCandidate,
  ceRequired,
  needsAttention,
  renewalState,
} from "@common/certifications/attention";
import { describe, expect, it } from "vitest";

const today = "2026-11-27";

function candidate(overrides: Partial<AttentionCandidate> = {}): AttentionCandidate {
  return {
    id: 1,
    name: "RN License",
    status: "active",
    expirationDate: "2027-04-27",
    reportingPeriodEnd: null,
    creditsRequired: 30,
    creditsEarned: 8,
    creditsMissing: 22,
    categoriesMissing: [],
    creditsUnit: "contact hours",
    pace: null,
    ...overrides,
  };
}

const behindPace = {
  deadline: "2027-04-27",
  creditsMissing: 6,
  perMonth: 1.25,
  recentPerMonth: 0,
  expectedFinish: null,
  behind: true,
  summary: "Behind: 1.25 contact hours a month from now on finishes on time",
  explanation: [],
};

describe("ceRequired", () => {
  it("is false only when no credits and no category minimum are required", () => {
    const none = { categories: [] };
    expect(ceRequired({ creditsRequired: 0, requirements: none })).toBe(false);
    expect(ceRequired({ creditsRequired: 30, requirements: none })).toBe(true);
    expect(
      ceRequired({ creditsRequired: 0, requirements: { categories: [{ kind: "minimum" }] } }),
    ).toBe(true);
    // A cap alone limits what counts; it asks for nothing.
    expect(
      ceRequired({ creditsRequired: 0, requirements: { categories: [{ kind: "cap" }] } }),
    ).toBe(false);
  });
});

describe("renewalState", () => {
  const bls = { status: "active", expirationDate: "2027-01-06" };

  it("says when to renew, amber from the lead time before the expiration to the day itself", () => {
    expect(renewalState(bls, today, 30)).toEqual({
      date: "2027-01-06",
      tone: "later",
      text: "Renew by Jan 6, 2027",
    });
    expect(renewalState(bls, "2026-12-06", 30)?.tone).toBe("later");
    expect(renewalState(bls, "2026-12-07", 30)?.tone).toBe("soon");
    expect(renewalState(bls, "2027-01-06", 30)).toMatchObject({
      tone: "soon",
      text: "Renew by Jan 6, 2027",
    });
    expect(renewalState(bls, today, 45)?.tone).toBe("soon");
  });

  it("says a renewal is overdue once the expiration has passed", () => {
    expect(renewalState(bls, "2027-01-07", 30)).toEqual({
      date: "2027-01-06",
      tone: "overdue",
      text: "Renewal overdue since Jan 6, 2027",
    });
  });

  it("has nothing to say without an expiration date or for a certification not active", () => {
    expect(renewalState({ status: "active", expirationDate: null }, today, 30)).toBeNull();
    expect(renewalState({ ...bls, status: "inactive" }, today, 30)).toBeNull();
    expect(renewalState({ ...bls, status: "expired" }, today, 30)).toBeNull();
  });
});

describe("needsAttention", () => {
  it("lists an At Risk license months away with its reason in words", () => {
    expect(needsAttention([candidate()], today)).toEqual([
      {
        id: 1,
        name: "RN License",
        creditsDue: "2027-04-27",
        expirationDate: "2027-04-27",
        creditsNeeded: 30,
        creditsEarned: 8,
        creditsMissing: 22,
        categoriesMissing: [],
        creditsUnit: "contact hours",
        status: "At Risk",
        pace: null,
        reasons: ["At Risk: 22 of 30 contact hours still missing, due in 5 months (Apr 27, 2027)"],
      },
    ]);
  });

  it("leaves out what is complete, on track and on pace, or not active", () => {
    const rows = needsAttention(
      [
        candidate({ id: 2, name: "BLS", creditsRequired: 0, creditsEarned: 0, creditsMissing: 0 }),
        candidate({ id: 3, name: "On track", creditsEarned: 24, creditsMissing: 6 }),
        candidate({ id: 4, name: "Inactive", status: "inactive" }),
        candidate({ id: 5, name: "Expired", status: "expired" }),
      ],
      today,
    );
    expect(rows).toEqual([]);
  });

  it("lists one behind its pace plan whatever its status, naming the deadline once", () => {
    const [row] = needsAttention(
      [candidate({ creditsEarned: 24, creditsMissing: 6, pace: behindPace })],
      today,
    );
    expect(row?.status).toBe("On Track");
    expect(row?.reasons).toEqual([
      "Behind your pace plan: at your pace of the last 90 days you would not finish, due in 5 months (Apr 27, 2027); 1.25 contact hours a month from now on finishes on time",
    ]);
    const [both] = needsAttention(
      [candidate({ pace: { ...behindPace, expectedFinish: "2028-02-01" } })],
      today,
    );
    expect(both?.reasons).toEqual([
      "At Risk: 22 of 30 contact hours still missing, due in 5 months (Apr 27, 2027)",
      "Behind your pace plan: at your pace so far you would finish around Feb 1, 2028, after the deadline; 1.25 contact hours a month from now on finishes on time",
    ]);
  });

  it("lists credits missing past their deadline as overdue, and a category minimum alone by its amount", () => {
    const [overdue] = needsAttention(
      [
        candidate({
          reportingPeriodEnd: "2026-11-20",
          creditsEarned: 25,
          creditsMissing: 5,
        }),
      ],
      today,
    );
    expect(overdue).toMatchObject({
      creditsDue: "2026-11-20",
      status: "On Track",
      reasons: ["Overdue: 5 of 30 contact hours still missing, due 7 days ago"],
    });
    const [minimum] = needsAttention(
      [candidate({ creditsRequired: 0, creditsEarned: 0, creditsMissing: 1 })],
      today,
    );
    expect(minimum?.reasons).toEqual([
      "At Risk: 1 contact hour still missing, due in 5 months (Apr 27, 2027)",
    ]);
  });

  it("puts the most urgent first: overdue, then the earliest deadline, none last", () => {
    const rows = needsAttention(
      [
        candidate({ id: 1, name: "No date", expirationDate: null }),
        candidate({ id: 2, name: "Next year", expirationDate: "2027-10-01" }),
        candidate({ id: 3, name: "Overdue", expirationDate: "2026-11-01" }),
        candidate({ id: 4, name: "Spring", expirationDate: "2027-03-01" }),
        candidate({ id: 5, name: "Also spring", expirationDate: "2027-03-01" }),
      ],
      today,
    );
    expect(rows.map((row) => row.name)).toEqual([
      "Overdue",
      "Also spring",
      "Spring",
      "Next year",
      "No date",
    ]);
  });
});
