import { compareUrgency, type UrgencyInput } from "@common/certifications/certification-urgency";
import { describe, expect, it } from "vitest";

const certification = (overrides: Partial<UrgencyInput> & { name: string }): UrgencyInput => ({
  id: 1,
  status: "active",
  expirationDate: null,
  reportingPeriodEnd: null,
  creditsMissing: 0,
  ...overrides,
});

const order = (rows: UrgencyInput[]) => [...rows].sort(compareUrgency).map((row) => row.name);

describe("compareUrgency", () => {
  it("puts credits still missing first, by the date they are due, then complete ones by their deadline, inactive last", () => {
    const rows = [
      certification({ id: 1, name: "Inactive", status: "inactive", creditsMissing: 9 }),
      certification({ id: 2, name: "BLS", expirationDate: "2027-01-06" }),
      // Its license expires late, but its credits are due at the period's end, in March.
      certification({
        id: 3,
        name: "RN License",
        expirationDate: "2027-08-31",
        reportingPeriodEnd: "2027-03-31",
        creditsMissing: 22,
      }),
      certification({
        id: 4,
        name: "CCRN",
        expirationDate: "2027-05-01",
        reportingPeriodEnd: null,
        creditsMissing: 3,
      }),
      certification({ id: 5, name: "No dates", creditsMissing: 1 }),
    ];
    expect(order(rows)).toEqual(["RN License", "CCRN", "No dates", "BLS", "Inactive"]);
  });

  it("breaks ties by name, then id, whatever order the rows came in", () => {
    const same = { expirationDate: "2027-01-06", creditsMissing: 2 };
    const rows = [
      certification({ id: 9, name: "beta", ...same }),
      certification({ id: 3, name: "Alpha", ...same }),
      certification({ id: 2, name: "beta", ...same }),
    ];
    expect([...rows].sort(compareUrgency).map((row) => row.id)).toEqual([3, 2, 9]);
    expect(
      [...rows]
        .reverse()
        .sort(compareUrgency)
        .map((row) => row.id),
    ).toEqual([3, 2, 9]);
  });
});
